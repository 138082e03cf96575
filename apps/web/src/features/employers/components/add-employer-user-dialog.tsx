import { zodResolver } from '@hookform/resolvers/zod';
import { AddEmployerUserSchema, EMPLOYER_ROLES, type AddEmployerUser } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { applyFieldErrors, errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useAddEmployerUser } from '../api/add-employer-user';
import { useEmployerLabels } from '../hooks/use-employer-labels';

type AddUserInput = z.input<typeof AddEmployerUserSchema>;

interface AddEmployerUserDialogProps {
  employerId: number;
  open: boolean;
  onClose: () => void;
}

function AddUserForm({ employerId, onClose, titleId }: Omit<AddEmployerUserDialogProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const labels = useEmployerLabels();
  const add = useAddEmployerUser();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddUserInput, unknown, AddEmployerUser>({
    resolver: zodResolver(AddEmployerUserSchema),
    defaultValues: { email: '', name: '', role: 'employer-user' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setAlert(null);
    try {
      const invitation = await add.mutateAsync({ employerId, body });
      notify({ type: 'success', message: t('employers.notifications.invitationSent', { email: invitation.email }) });
      onClose();
    } catch (error) {
      // A 422 goes under its field; anything else (429 over the invitation limit, …) above the form.
      if (!applyFieldErrors(error, setError, ['email', 'name', 'role'])) setAlert(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} style={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{t('employers.users.inviteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('employers.users.inviteDescription')}</DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {alert ? <Alert severity="error">{translate(alert)}</Alert> : null}
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
          <FormTextField register={register} name="name" label={t('employers.users.name')} autoComplete="off" error={errors.name?.message} />
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
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting} color="inherit">
          {t('confirm.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('employers.users.invite')}
        </Button>
      </DialogActions>
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
