import { SETTINGS_TABS } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { PageHeader } from '../../../components/page/page-header';
import { useCan, useSession } from '../../../lib/session-context';
import { panelId, SettingsTabs, tabId } from '../components/settings-tabs';
import { useSettingsTab } from '../hooks/use-settings-tab';
import { API_TAB_SECTIONS } from '../api-tab-sections';
import { TAB_PANELS } from '../tab-panels';

export type { TabProps } from '../tab-panels';

/** /:account/:site/settings?tab=… — the site's settings (read settings; update settings to change them). */
export function SettingsRoute() {
  const { t } = useTranslation();
  const { selection } = useSession();
  const can = useCan();
  const canUpdate = can('update', 'settings');
  // Products and pricing are read with `credits.read` (and changed with `pricing.update`); the API
  // tab with the right of one of its sections (decision 0105).
  const tabs = SETTINGS_TABS.filter((name) =>
    name === 'pricing'
      ? can('read', 'credits')
      : name === 'api'
        ? API_TAB_SECTIONS.some(({ right }) => can(right.action, right.subject))
        : true,
  );
  const [asked, setTab] = useSettingsTab();
  const tab = tabs.includes(asked) ? asked : 'general';
  const Panel = TAB_PANELS[tab];
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle', { site: selection?.site?.title ?? '' })}
      />
      {canUpdate ? null : <Alert severity="info">{t('settings.readOnly')}</Alert>}
      <div>
        <SettingsTabs tabs={tabs} value={tab} onChange={setTab} />
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ pt: 3 }}>
          <Suspense fallback={<PageSpinner fullScreen={false} />}>
            <Panel canUpdate={canUpdate} />
          </Suspense>
        </Box>
      </div>
    </Stack>
  );
}
