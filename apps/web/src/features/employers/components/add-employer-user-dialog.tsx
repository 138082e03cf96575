import { AddEmployerUserSchema, EMPLOYER_ROLES } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { InviteDialogForm } from '../../../components/form/invite-dialog-form';
import { useContractForm } from '../../../hooks/use-contract-form';
import { notify } from '../../../lib/notifications';
import { useAddEmployerUser } from '../api/add-employer-user';
import { useEmployerLabels } from '../hooks/use-employer-labels';

interface AddEmployerUserDialogProps {
  employerId: number;
  open: boolean;
  onClose: () => void;
}

function AddUserForm({ employerId, onClose, titleId }: Omit<AddEmployerUserDialogProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation();
  const labels = useEmployerLabels();
  const add = useAddEmployerUser();
  // A 422 goes under its field; anything else (429 over the invitation limit, …) above the form.
  const form = useContractForm(AddEmployerUserSchema, {
    defaultValues: { email: '', name: '', role: 'employer-user' },
  });

  const onSubmit = form.submit(async (body) => {
    const invitation = await add.mutateAsync({ employerId, body });
    notify({ type: 'success', message: t('employers.notifications.invitationSent', { email: invitation.email }) });
    onClose();
  });

  return (
    <InviteDialogForm
      titleId={titleId}
      title={t('employers.users.inviteTitle')}
      description={t('employers.users.inviteDescription')}
      submitLabel={t('employers.users.invite')}
      labels={{ email: t('employers.users.email'), name: t('employers.users.name') }}
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        {...form.field('role')}
        label={t('employers.users.role')}
        required
        options={EMPLOYER_ROLES.map((role) => ({ value: role, label: labels.role(role) }))}
      />
    </InviteDialogForm>
  );
}

/** Invites an address by email: the person joins when they accept the mailed invitation. */
export function AddEmployerUserDialog({ open, onClose, employerId }: AddEmployerUserDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {(titleId) => <AddUserForm employerId={employerId} onClose={onClose} titleId={titleId} />}
    </FormDialog>
  );
}
