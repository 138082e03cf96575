import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page/page-header';
import { ResourceNotFound } from '../../../components/resource/resource-loader';
import { RouteTabs } from '../../../components/tabs/route-tabs';
import { useSession } from '../../../lib/session-context';
import { PasswordForm } from '../components/password-form';
import { SettingsTab } from '../components/settings-tab';

export const PROFILE_TABS = ['password', 'settings'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

const isTab = (slug: string): slug is ProfileTab => (PROFILE_TABS as readonly string[]).includes(slug);
export const profilePath = (tab: ProfileTab) => `/auth/profile/${tab}`;

/**
 * /auth/profile/:tab (spec §2), outside any site: `password` and `settings` as tabs in the URL;
 * `/auth/profile` opens the password tab; another tab is not found.
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const { me } = useSession();
  const slug = useParams().tab ?? PROFILE_TABS[0];
  if (!isTab(slug)) return <ResourceNotFound strings="profile" backTo={profilePath('password')} />;
  if (!me) return null;
  return (
    <Stack spacing={3}>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <RouteTabs
        label={t('profile.tabs.label')}
        tabs={PROFILE_TABS.map((tab) => ({ slug: tab, label: t(`profile.tabs.${tab}`) }))}
        current={slug}
        hrefOf={profilePath}
      >
        {slug === 'password' ? <PasswordForm /> : <SettingsTab me={me} />}
      </RouteTabs>
    </Stack>
  );
}
