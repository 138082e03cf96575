import { AddEmployerUserSchema, EMPLOYER_ROLES } from '@portal/contract';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormAlert } from '../../../components/form/form-alert';
import { useContractForm } from '../../../hooks/use-contract-form';
import { notify } from '../../../lib/notifications';
import { useAddEmployerUser } from '../api/add-employer-user';
import { useEmployerLabels } from '../hooks/use-employer-labels';
import { FormDialogActions } from '../../../components/form/form-dialog-actions';

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
  const {
    register,
    submit,
    alert,
    formState: { errors, isSubmitting },
  } = useContractForm(AddEmployerUserSchema, { defaultValues: { email: '', name: '', role: 'employer-user' } });

  const onSubmit = submit(async (body) => {
    const invitation = await add.mutateAsync({ employerId, body });
    notify({ type: 'success', message: t('employers.notifications.invitationSent', { email: invitation.email }) });
    onClose();
  });

  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{t('employers.users.inviteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('employers.users.inviteDescription')}</DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormAlert message={alert} />
          <FormTextField
            register={register}
            name="email"
            type="email"
            label={t('employers.users.email')}
            required
            autoFocus
            autoComplete="off"
            error={errors.email?.message}
          />
          <FormTextField
            register={register}
            name="name"
            label={t('employers.users.name')}
            autoComplete="off"
            error={errors.name?.message}
          />
          <FormTextField
            register={register}
            name="role"
            label={t('employers.users.role')}
            required
            options={EMPLOYER_ROLES.map((role) => ({ value: role, label: labels.role(role) }))}
            error={errors.role?.message}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} submitting={isSubmitting} submitLabel={t('employers.users.invite')} />
    </form>
  );
}

/** Invites an address by email: the person joins when they accept the mailed invitation. */
export function AddEmployerUserDialog({ open, onClose, employerId }: AddEmployerUserDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <AddUserForm employerId={employerId} onClose={onClose} titleId={`${id}-title`} />
    </Dialog>
  );
}
