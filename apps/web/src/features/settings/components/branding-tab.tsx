import { useTranslation } from 'react-i18next';
import type { TabProps } from '../routes/settings';
import { useSiteSettings } from '../api/get-site-settings';
import { BrandingSettingsForm } from './branding-settings-form';
import { LoadState } from './load-state';

/** The branding tab: the white-label record of spec §3. */
export function BrandingTab({ canUpdate }: TabProps) {
  const { t } = useTranslation();
  return (
    <LoadState query={useSiteSettings()} errorMessage={t('settings.loadError')}>
      {(settings) => <BrandingSettingsForm key={settings.site.id} settings={settings.branding} canUpdate={canUpdate} />}
    </LoadState>
  );
}
