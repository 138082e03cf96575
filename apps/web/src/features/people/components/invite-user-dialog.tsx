import { InviteAccountUserSchema } from '@portal/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog';
import { InviteDialogForm } from '../../../components/form/invite-dialog-form';
import { useContractForm } from '../../../hooks/use-contract-form';
import { notify } from '../../../lib/notifications';
import { useInviteAccountUser } from '../api/account-user-actions';
import { ScopeRoleFields } from './scope-role-fields';
import { useScopeRole } from './use-scope-role';

function InviteForm({ onClose, titleId }: { onClose: () => void; titleId: string }) {
  const { t } = useTranslation();
  const invite = useInviteAccountUser();
  const choice = useScopeRole();
  const form = useContractForm(InviteAccountUserSchema, {
    defaultValues: { email: '', name: '', scope_type: 'account', scope_id: 0, role: 'account-admin' },
  });

  const errors = form.formState.errors;
  const onSubmit = (event: FormEvent) => {
    // The scope and role come from the selects above the form's own fields.
    if (choice.scope) {
      form.setValue('scope_type', choice.scope.type);
      form.setValue('scope_id', choice.scope.id);
    }
    if (choice.role) form.setValue('role', choice.role);
    form.submit(async (body) => {
      const invitation = await invite.mutateAsync(body);
      notify({ type: 'success', message: t('people.notifications.invited', { email: invitation.email }) });
      onClose();
    })(event);
  };

  return (
    <InviteDialogForm
      titleId={titleId}
      title={t('people.invite.title')}
      description={t('people.invite.description')}
      submitLabel={t('people.invite.send')}
      labels={{ email: t('people.fields.email'), name: t('people.fields.name') }}
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <ScopeRoleFields {...choice.fields} scopeError={errors.scope_id?.message} roleError={errors.role?.message} />
    </InviteDialogForm>
  );
}

/** Invites an address to a role in the account, one of its sites or an employer (decision 0051). */
export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {(titleId) => <InviteForm onClose={onClose} titleId={titleId} />}
    </FormDialog>
  );
}
