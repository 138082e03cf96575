import { ChangePasswordSchema } from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { NewPasswordFields } from '../../../components/form/new-password-fields';
import { TextInput } from '../../../components/form/text-input';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { notify } from '../../../lib/notifications';
import { useSession } from '../../../lib/session-context';
import { useChangePassword } from '../api/user-account';
import { ProfileSection } from './profile-section';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * Current, new and confirm-new (spec §5): the contract's schema checks the confirmation before
 * sending; a wrong current password comes back under its field. On success the snackbar says
 * that the other sessions were signed out, and the fields are emptied.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { me } = useSession();
  const change = useChangePassword();
  const form = useContractForm(ChangePasswordSchema, { defaultValues: EMPTY });

  const onSubmit = form.submit(async (values) => {
    const { message } = await change.mutateAsync(values);
    form.reset(EMPTY);
    notify({ message: translate(message), type: 'success' });
  });

  return (
    <ProfileSection title={t('profile.password.heading')} intro={t('profile.password.intro')}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 480 }}>
        <FormAlert message={form.alert} sx={{ mb: 1 }} />
        {/* The account's address, for password managers (they store the new password under it). */}
        <input type="email" name="username" autoComplete="username" value={me?.email ?? ''} readOnly hidden />
        <TextInput
          {...form.field('current_password')}
          type="password"
          label={t('profile.password.current')}
          autoComplete="current-password"
        />
        <NewPasswordFields
          form={form}
          labels={{ password: t('profile.password.new'), confirmation: t('profile.password.confirm') }}
          hint={t('profile.password.hint')}
        />
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting} sx={{ mt: 2 }}>
          {t('profile.password.submit')}
        </Button>
      </Box>
    </ProfileSection>
  );
}
