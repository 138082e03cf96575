import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import { resourceFeature } from '../../components/resource/resource-feature';
import { featureStrings } from '../../lib/feature-strings';

/**
 * Spec §2 seeker pages under /:account/:site (decision 0049): the list, and a seeker by tab at
 * `{uuid}/{tab}` (`{uuid}` opens the profile). Staff only: employer roles hold no `seekers` right.
 * Its tabs name application statuses in the applications' words (decision 0067).
 */
export const seekersManifest = resourceFeature({
  name: 'seekers',
  icon: PersonSearchOutlinedIcon,
  strings: featureStrings('seekers', (locale) => import(`../../locales/${locale}/seekers.ts`)),
  uses: [featureStrings('applications', (locale) => import(`../../locales/${locale}/applications.ts`))],
  listPath: '/v1/seekers',
  api: () => import('./api/page-queries').then((m) => m.seekerPages),
  list: () => import('./routes/seekers-list').then((m) => m.SeekersListRoute),
  detail: () => import('./routes/seeker-detail').then((m) => m.SeekerDetailRoute),
  tabs: true,
});
