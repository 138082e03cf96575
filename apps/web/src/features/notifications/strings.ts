import type { FeatureStrings } from '../../lib/feature-strings';

/** The feature's own strings: the page's, and the bell's (loaded when the bell first shows). */
export const notificationStrings: FeatureStrings = {
  name: 'notifications',
  loaders: {
    en: () => import('../../locales/en/notifications').then((m) => m.notifications),
    fr: () => import('../../locales/fr/notifications').then((m) => m.notifications),
    ar: () => import('../../locales/ar/notifications').then((m) => m.notifications),
  },
};
