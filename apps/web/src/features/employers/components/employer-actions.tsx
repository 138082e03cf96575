import type { EmployerDetail } from '@portal/contract';
import { ResourceActions } from '../../../components/resource/resource-actions';
import { employersApi } from '../api/employer-resource';
import { EMPLOYER_DONE, useEmployerTransitionLook } from '../hooks/use-employer-transition-look';

export interface EmployerActionsProps {
  employer: EmployerDetail;
  /** Staff act on `employers`; an employer's own users on `employer` (edit only). */
  mode: 'staff' | 'own';
  editPath: string;
  /** Where to go once the employer is deleted. */
  listPath: string;
}

/** The actions the viewer may take on this employer in its current status (transitions from the contract's table). */
export function EmployerActions({ employer, mode, editPath, listPath }: EmployerActionsProps) {
  const looks = useEmployerTransitionLook();
  const staff = mode === 'staff';
  return (
    <ResourceActions
      api={employersApi}
      record={employer}
      editPath={editPath}
      listPath={listPath}
      looks={staff ? looks : undefined}
      done={EMPLOYER_DONE}
      rights={staff ? {} : { edit: { action: 'update', subject: 'employer' }, delete: null }}
    />
  );
}
