import { useTranslation } from 'react-i18next';
import type { TabProps } from '../routes/settings';
import { useSiteSettings } from '../api/get-site-settings';
import { GeneralSettingsForm } from './general-settings-form';
import { LoadState } from './load-state';

/** The general tab: approval policy, languages, snackbar timeout. */
export function GeneralTab({ canUpdate }: TabProps) {
  const { t } = useTranslation();
  return (
    <LoadState query={useSiteSettings()} errorMessage={t('settings.loadError')}>
      {(settings) => <GeneralSettingsForm key={settings.site.id} settings={settings.general} canUpdate={canUpdate} />}
    </LoadState>
  );
}
