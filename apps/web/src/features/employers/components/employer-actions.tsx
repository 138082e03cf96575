import type { EmployerDetail } from '@portal/contract';
import { ResourceActions } from '../../../components/resource/resource-actions';
import { employersApi } from '../api/employer-resource';
import { useEmployerMoves } from '../hooks/use-employer-moves';

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
  const moves = useEmployerMoves();
  const staff = mode === 'staff';
  return (
    <ResourceActions
      api={employersApi}
      record={employer}
      editPath={editPath}
      listPath={listPath}
      moves={staff ? moves : undefined}
      rights={staff ? {} : { edit: { action: 'update', subject: 'employer' }, delete: null }}
    />
  );
}
