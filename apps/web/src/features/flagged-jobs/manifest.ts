import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { featureStrings } from '../../lib/feature-strings';
import { pageFeature } from '../../lib/page-feature';
import { prefetchLoader } from '../../lib/route-prefetch';

/** Staff who moderate jobs: the right the hold queue and the API's flagged-jobs routes check. */
const moderate = { action: 'approve', subject: 'jobs' } as const;

/**
 * Spec §2 `jobs/flagged-jobs` (decision 0049): its own feature, mounted beside the jobs' routes. A
 * static segment outranks `jobs/:id` in React Router, whatever the order of the manifests.
 */
export const flaggedJobsManifest = pageFeature({
  name: 'flagged-jobs',
  strings: featureStrings('flaggedJobs', (locale) => import(`../../locales/${locale}/flagged-jobs.ts`)),
  at: 'site',
  path: 'jobs/flagged-jobs',
  right: moderate,
  icon: FlagOutlinedIcon,
  loader: prefetchLoader(moderate, async ({ url }) =>
    (await import('./api/page-queries')).flaggedJobPages.pageQueries.list(url),
  ),
  page: () => import('./routes/flagged-jobs-list').then((m) => m.FlaggedJobsListRoute),
});
