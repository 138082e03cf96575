import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { resourceFeature } from '../../components/resource/resource-feature';
import { featureStrings, lazyPage } from '../../lib/feature-strings';
import { prefetchLoader } from '../../lib/route-prefetch';

const strings = featureStrings('jobs', (locale) => import(`../../locales/${locale}/jobs.ts`));
const pageQueries = async () => (await import('./api/page-queries')).jobPages.pageQueries;
const approve = { action: 'approve', subject: 'jobs' } as const;
const update = { action: 'update', subject: 'jobs' } as const;

/**
 * Spec §2 job pages under /:account/:site (decision 0039): the list, `{uuid}`, and the posting
 * wizard at `create` and `edit?job={uuid}` — one page for both, so a new job's first save moves
 * to its edit address without leaving the wizard; and `hold`, the queue staff moderate (decision 0043).
 */
export const jobsManifest = resourceFeature({
  name: 'jobs',
  icon: WorkOutlineIcon,
  nav: [{ to: '/:account/:site/jobs/hold', labelKey: 'nav.jobsHold', icon: PendingActionsOutlinedIcon, ...approve }],
  strings,
  listPath: '/v1/jobs',
  api: () => import('./api/page-queries').then((m) => m.jobPages),
  list: () => import('./routes/jobs-list').then((m) => m.JobsListRoute),
  detail: () => import('./routes/job-detail').then((m) => m.JobDetailRoute),
  more: [
    {
      path: 'hold',
      handle: approve,
      loader: prefetchLoader(approve, async ({ url }) => (await pageQueries()).hold(url)),
      lazy: lazyPage(strings, () => import('./routes/jobs-hold').then((m) => m.JobsHoldRoute)),
    },
    {
      // One page for both paths: a layout route whose children only carry the right they need.
      lazy: lazyPage(strings, () => import('./routes/job-wizard-page').then((m) => m.JobWizardPage)),
      children: [
        { path: 'create', handle: { action: 'create', subject: 'jobs' } },
        {
          path: 'edit',
          handle: update,
          loader: prefetchLoader(update, async ({ url }) => (await pageQueries()).edit(url)),
        },
      ],
    },
  ],
});
