import { AcceptInvitationSchema, MESSAGES, type InvitationPreview } from '@portal/contract';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { TextInput } from '../../../components/form/text-input';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useAcceptInvitation } from '../api/accept-invitation';

interface AcceptInvitationFormProps {
  token: string;
  invitation: InvitationPreview;
  onSuccess: (message: string) => void;
}

/** Accepting: a new address (or an account without a password) also gives its name and chooses a password. */
export function AcceptInvitationForm({ token, invitation, onSuccess }: AcceptInvitationFormProps) {
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

  // The token has no field of its own: a bad one (used or expired meanwhile) is reported above the form.
  const tokenError = form.formState.errors.token ? MESSAGES.invitationInvalid : null;
  const shown = form.alert ?? tokenError;

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormAlert message={shown} sx={{ mb: 1 }} />
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
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={form.formState.isSubmitting}
        sx={{ mt: 2 }}
      >
        {t('auth.acceptInvitation.submit')}
      </Button>
    </form>
  );
}
