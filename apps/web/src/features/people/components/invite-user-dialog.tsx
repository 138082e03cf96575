import { InviteAccountUserSchema } from '@portal/contract';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormDialogActions } from '../../../components/form/form-dialog-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { notify } from '../../../lib/notifications';
import { useInviteAccountUser } from '../api/account-user-actions';
import { ScopeRoleFields } from './scope-role-fields';
import { useScopeRole } from './use-scope-role';

function InviteForm({ onClose, titleId }: { onClose: () => void; titleId: string }) {
  const { t } = useTranslation();
  const invite = useInviteAccountUser();
  const choice = useScopeRole();
  const {
    register,
    submit,
    alert,
    setValue,
    formState: { errors, isSubmitting },
  } = useContractForm(InviteAccountUserSchema, {
    defaultValues: { email: '', name: '', scope_type: 'account', scope_id: 0, role: 'account-admin' },
  });

  const onSubmit = (event: FormEvent) => {
    // The scope and role come from the selects above the form's own fields.
    if (choice.scope) {
      setValue('scope_type', choice.scope.type);
      setValue('scope_id', choice.scope.id);
    }
    if (choice.role) setValue('role', choice.role);
    submit(async (body) => {
      const invitation = await invite.mutateAsync(body);
      notify({ type: 'success', message: t('people.notifications.invited', { email: invitation.email }) });
      onClose();
    })(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{t('people.invite.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('people.invite.description')}</DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormAlert message={alert} />
          <FormTextField
            register={register}
            name="email"
            type="email"
            label={t('people.fields.email')}
            required
            autoFocus
            autoComplete="off"
            error={errors.email?.message}
          />
          <FormTextField
            register={register}
            name="name"
            label={t('people.fields.name')}
            autoComplete="off"
            error={errors.name?.message}
          />
          <ScopeRoleFields {...choice.fields} scopeError={errors.scope_id?.message} roleError={errors.role?.message} />
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onClose} submitting={isSubmitting} submitLabel={t('people.invite.send')} />
    </form>
  );
}

/** Invites an address to a role in the account, one of its sites or an employer (decision 0051). */
export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      {open ? <InviteForm onClose={onClose} titleId={`${id}-title`} /> : null}
    </Dialog>
  );
}
