import { AcceptInvitationSchema, MESSAGES, type InvitationPreview } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { TextInput } from '../../../components/form/text-input';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useAcceptInvitation } from '../api/accept-invitation';
import { AuthSubmitButton, TokenFormAlert, type TokenFormProps } from './token-form';

/** Accepting: a new address (or an account without a password) also gives its name and chooses a password. */
export function AcceptInvitationForm({
  token,
  invitation,
  onSuccess,
}: TokenFormProps & { invitation: InvitationPreview }) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const form = useContractForm(AcceptInvitationSchema, {
    // Fields that are not shown stay undefined, so they are not sent.
    defaultValues: invitation.needs_password
      ? { token, name: invitation.name, password: '', password_confirmation: '' }
      : { token },
  });

  const onSubmit = form.submit(async (values) => {
    const { message } = await accept.mutateAsync(values);
    onSuccess(message);
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <TokenFormAlert form={form} invalid={MESSAGES.invitationInvalid} />
      {invitation.needs_password ? (
        <>
          <TextInput {...form.field('name')} label={t('auth.acceptInvitation.name')} autoComplete="name" />
          <NewPasswordFields
            form={form}
            labels={{
              password: t('auth.acceptInvitation.password'),
              confirmation: t('auth.acceptInvitation.passwordConfirmation'),
            }}
          />
        </>
      ) : null}
      <AuthSubmitButton submitting={form.formState.isSubmitting}>{t('auth.acceptInvitation.submit')}</AuthSubmitButton>
    </form>
  );
}
