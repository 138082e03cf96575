import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import { resourceFeature } from '../../components/resource/resource-feature';
import { featureStrings, lazyPage } from '../../lib/feature-strings';
import { prefetchLoader } from '../../lib/route-prefetch';

const strings = featureStrings('applications', (locale) => import(`../../locales/${locale}/applications.ts`));

/**
 * The applications pages under /:account/:site (decisions 0044, 0048): the list, and one
 * application at `{uuid}` (its overview) and `{uuid}/{tab}`, one page for both; a job's pipeline
 * board at `board?job={uuid}` (decision 0050; `board` is no uuid, so it never reads as an application).
 */
export const applicationsManifest = resourceFeature({
  name: 'applications',
  icon: AssignmentIndOutlinedIcon,
  strings,
  listPath: '/v1/applications',
  api: () => import('./api/page-queries').then((m) => m.applicationPages),
  list: () => import('./routes/applications-list').then((m) => m.ApplicationsListRoute),
  detail: () => import('./routes/application-detail').then((m) => m.ApplicationDetailRoute),
  tabs: true,
  more: [
    {
      path: 'board',
      loader: prefetchLoader({ action: 'read', subject: 'applications' }, async () =>
        (await import('./api/page-queries')).applicationPages.pageQueries.board(),
      ),
      lazy: lazyPage(strings, () => import('./routes/pipeline-board').then((m) => m.PipelineBoardRoute)),
    },
  ],
});
