import { featureStrings } from '../../lib/feature-strings';

/** The feature's own strings: the page's, and the bell's (loaded when the bell first shows). */
export const notificationStrings = featureStrings(
  'notifications',
  (locale) => import(`../../locales/${locale}/notifications.ts`),
);
