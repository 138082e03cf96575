import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { resourceFeature } from '../../components/resource/resource-feature';
import { featureStrings } from '../../lib/feature-strings';

/** Spec §2 consultant pages under /:account/:site; each needs its right on `consultants`. */
export const consultantsManifest = resourceFeature({
  name: 'consultants',
  icon: BadgeOutlinedIcon,
  strings: featureStrings('consultants', (locale) => import(`../../locales/${locale}/consultants.ts`)),
  listPath: '/v1/consultants',
  api: () => import('./api/consultant-resource').then((m) => m.consultantsApi),
  list: () => import('./routes/consultants-list').then((m) => m.ConsultantsListRoute),
  create: () => import('./routes/consultant-create').then((m) => m.ConsultantCreateRoute),
  detail: () => import('./routes/consultant-detail').then((m) => m.ConsultantDetailRoute),
  edit: () => import('./routes/consultant-edit').then((m) => m.ConsultantEditRoute),
});
