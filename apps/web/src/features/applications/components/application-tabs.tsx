import { APPLICATION_TABS, type ApplicationTab } from '@portal/contract';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApplicationPaths } from '../../../api/applications/application-paths';

export const tabId = (tab: ApplicationTab) => `application-tab-${tab}`;
export const panelId = (tab: ApplicationTab) => `application-panel-${tab}`;

/**
 * The application's sections as WAI-ARIA tabs that are links (the tab is in the URL, so a section
 * can be reloaded, bookmarked and opened in a new window): arrow keys, Home and End move between
 * them, Enter opens one.
 */
export function ApplicationTabs({ uuid, value }: { uuid: string; value: ApplicationTab }) {
  const { t } = useTranslation();
  const paths = useApplicationPaths();
  return (
    <Tabs
      value={value}
      aria-label={t('applications.tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {APPLICATION_TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          id={tabId(tab)}
          aria-controls={tab === value ? panelId(tab) : undefined}
          label={t(`applications.tabs.${tab}`)}
          component={RouterLink}
          to={paths.detail(uuid, tab)}
        />
      ))}
    </Tabs>
  );
}
