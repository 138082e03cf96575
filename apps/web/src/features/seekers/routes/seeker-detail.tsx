import { SEEKER_TABS, type SeekerTab } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResourceDetailRoute, ResourceNotFound } from '../../../components/resource/resource-loader';
import { RouteTabs } from '../../../components/tabs/route-tabs';
import { seekersApi } from '../api/seeker-resource';
import { SeekerHeader } from '../components/seeker-header';
import { SeekerTabPanel } from '../components/seeker-tab-panel';
import { useSeekerPaths } from '../hooks/use-seeker-paths';

const isTab = (slug: string): slug is SeekerTab => (SEEKER_TABS as readonly string[]).includes(slug);

/**
 * /:account/:site/seekers/:id/:tab — one seeker by uuid (read seekers): the header, then its tabs;
 * `seekers/{id}` opens the first (`profile`); an unknown tab is "Page not found", an unknown seeker "Candidate not found".
 */
export function SeekerDetailRoute() {
  const { t } = useTranslation();
  const paths = useSeekerPaths();
  const slug = useParams().tab ?? SEEKER_TABS[0];
  if (!isTab(slug)) return <ResourceNotFound strings="seekers" backTo={paths.list} page />;
  return (
    <ResourceDetailRoute api={seekersApi} backTo={paths.list}>
      {(seeker) => (
        <Stack spacing={3}>
          <SeekerHeader seeker={seeker} />
          <RouteTabs
            label={t('seekers.tabs.label')}
            tabs={SEEKER_TABS.map((tab) => ({ slug: tab, label: t(`seekers.tabs.${tab}`) }))}
            current={slug}
            hrefOf={(tab) => paths.tab(seeker.uuid, tab)}
          >
            <SeekerTabPanel tab={slug} seeker={seeker} applicationHref={paths.application} />
          </RouteTabs>
        </Stack>
      )}
    </ResourceDetailRoute>
  );
}
