import { UpdateUserAccountSchema } from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { TextInput } from '../../../components/form/text-input';
import { LtrText } from '../../../components/text/ltr-text';
import { useContractForm } from '../../../hooks/use-contract-form';
import { notify } from '../../../lib/notifications';
import { useRenameAccount } from '../api/user-account';
import { ProfileSection } from './profile-section';

/** The user's name (their address is shown, not changed here); the navbar shows the new name at once. */
export function NameForm({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const rename = useRenameAccount();
  const form = useContractForm(UpdateUserAccountSchema, { defaultValues: { name } });

  const onSubmit = form.submit(async (values) => {
    const account = await rename.mutateAsync(values);
    form.reset({ name: account.name });
    notify({ message: t('profile.name.saved'), type: 'success' });
  });

  return (
    <ProfileSection title={t('profile.name.heading')}>
      <Typography color="text.secondary">
        {t('profile.name.email')}: <LtrText>{email}</LtrText>
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 480 }}>
        <FormAlert message={form.alert} sx={{ mb: 1 }} />
        <TextInput {...form.field('name')} label={t('profile.name.label')} autoComplete="name" />
        <Button
          type="submit"
          variant="contained"
          loading={form.formState.isSubmitting}
          disabled={!form.formState.isDirty}
          sx={{ mt: 1 }}
        >
          {t('profile.name.submit')}
        </Button>
      </Box>
    </ProfileSection>
  );
}
