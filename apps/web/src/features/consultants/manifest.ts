import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { resourcePageRoutes } from '../../components/resource/resource-page-routes';
import type { FeatureManifest } from '../../lib/feature-manifest';
import type { FeatureStrings } from '../../lib/feature-strings';

const strings: FeatureStrings = {
  name: 'consultants',
  loaders: {
    en: () => import('../../locales/en/consultants').then((m) => m.consultants),
    fr: () => import('../../locales/fr/consultants').then((m) => m.consultants),
    ar: () => import('../../locales/ar/consultants').then((m) => m.consultants),
  },
};

/** Spec §2 consultant pages under /:account/:site; each needs its right on `consultants`. */
export const consultantsManifest: FeatureManifest = {
  name: 'consultants',
  subjects: ['consultants'],
  strings,
  nav: [
    {
      to: '/:account/:site/consultants',
      labelKey: 'nav.consultants',
      icon: BadgeOutlinedIcon,
      action: 'read',
      subject: 'consultants',
    },
  ],
  routes: {
    site: [
      resourcePageRoutes({
        path: 'consultants',
        subject: 'consultants',
        strings,
        api: () => import('./api/consultant-resource').then((m) => m.consultantsApi),
        list: () => import('./routes/consultants-list').then((m) => m.ConsultantsListRoute),
        create: () => import('./routes/consultant-create').then((m) => m.ConsultantCreateRoute),
        detail: () => import('./routes/consultant-detail').then((m) => m.ConsultantDetailRoute),
        edit: () => import('./routes/consultant-edit').then((m) => m.ConsultantEditRoute),
      }),
    ],
  },
};
