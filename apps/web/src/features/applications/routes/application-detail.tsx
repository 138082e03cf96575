import { APPLICATION_TABS, type ApplicationTab } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { applicationsApi, type ApplicationOverview } from '../../../api/applications/application-resource';
import { useApplicationPaths } from '../../../api/applications/application-paths';
import { ResourceDetailRoute, ResourceNotFound } from '../../../components/resource/resource-loader';
import { RouteTabs } from '../../../components/tabs/route-tabs';
import { ApplicationHeader } from '../components/application-header';
import { ActivityTab } from '../components/activity-tab';
import { DocumentsTab } from '../components/documents-tab';
import { FeedbackTab } from '../components/feedback-tab';
import { OverviewTab } from '../components/overview-tab';
import { ResumeTab } from '../components/resume-tab';

const isTab = (value: string): value is ApplicationTab => (APPLICATION_TABS as readonly string[]).includes(value);

/**
 * /:account/:site/applications/:id/:tab — one application by its uuid (read applications), the
 * header above the tab the URL names; no tab is the overview. An unknown tab is "Page not found"
 * (the application may exist); an unknown id or another site's application is "Application not found".
 */
export function ApplicationDetailRoute() {
  const paths = useApplicationPaths();
  const asked = useParams().tab ?? APPLICATION_TABS[0];
  if (!isTab(asked)) return <ResourceNotFound strings="applications" backTo={paths.list} page />;
  return (
    <ResourceDetailRoute api={applicationsApi} backTo={paths.list}>
      {(application) => <ApplicationPage application={application} tab={asked} />}
    </ResourceDetailRoute>
  );
}

function ApplicationPage({ application, tab }: { application: ApplicationOverview; tab: ApplicationTab }) {
  const { t } = useTranslation();
  const paths = useApplicationPaths();
  const { uuid } = application;
  const tabs = APPLICATION_TABS.map((slug) => ({ slug, label: t(`applications.tabs.${slug}`) }));
  return (
    <Stack spacing={3}>
      <ApplicationHeader application={application} />
      <RouteTabs
        label={t('applications.tabs.label')}
        tabs={tabs}
        current={tab}
        hrefOf={(slug) => paths.detail(uuid, slug)}
      >
        {tab === 'overview' ? <OverviewTab application={application} /> : null}
        {tab === 'resume' ? <ResumeTab uuid={uuid} candidate={application.seeker.name} /> : null}
        {tab === 'documents' ? <DocumentsTab uuid={uuid} /> : null}
        {tab === 'activity' ? <ActivityTab uuid={uuid} /> : null}
        {tab === 'feedback' ? <FeedbackTab uuid={uuid} /> : null}
      </RouteTabs>
    </Stack>
  );
}
