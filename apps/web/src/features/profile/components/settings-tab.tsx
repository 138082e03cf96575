import Stack from '@mui/material/Stack';
import type { Me } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { LayoutPreferenceFields } from '../../../components/preferences/layout-preference-fields';
import { ThemeLanguageFields } from '../../../components/preferences/theme-language-fields';
import { AvatarField } from './avatar-field';
import { NameForm } from './name-form';
import { ProfileSection } from './profile-section';

/** /auth/profile/settings: the avatar, the name, and the interface preferences kept in this browser. */
export function SettingsTab({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <AvatarField me={me} />
      <NameForm key={me.name} name={me.name} email={me.email} />
      <ProfileSection title={t('profile.preferences.heading')} intro={t('profile.preferences.intro')}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ThemeLanguageFields />
          <LayoutPreferenceFields />
        </Stack>
      </ProfileSection>
    </Stack>
  );
}
