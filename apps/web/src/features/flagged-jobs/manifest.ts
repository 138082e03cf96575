import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { featureStrings, lazyPage } from '../../lib/feature-strings';
import { prefetchLoader } from '../../lib/route-prefetch';

const strings = featureStrings('flaggedJobs', (locale) => import(`../../locales/${locale}/flagged-jobs.ts`));

/** Staff who moderate jobs: the right the hold queue and the API's flagged-jobs routes check. */
const moderate = { action: 'approve', subject: 'jobs' } as const;

/**
 * Spec §2 `jobs/flagged-jobs` (decision 0049): its own feature, mounted beside the jobs' routes. A
 * static segment outranks `jobs/:id` in React Router, whatever the order of the manifests.
 */
export const flaggedJobsManifest: FeatureManifest = {
  name: 'flagged-jobs',
  subjects: ['jobs'],
  strings,
  nav: [{ to: '/:account/:site/jobs/flagged-jobs', labelKey: 'nav.flaggedJobs', icon: FlagOutlinedIcon, ...moderate }],
  routes: {
    site: [
      {
        path: 'jobs/flagged-jobs',
        handle: moderate,
        loader: prefetchLoader(moderate, async ({ url }) =>
          (await import('./api/page-queries')).flaggedJobPages.pageQueries.list(url),
        ),
        lazy: lazyPage(strings, () => import('./routes/flagged-jobs-list').then((m) => m.FlaggedJobsListRoute)),
      },
    ],
  },
};
