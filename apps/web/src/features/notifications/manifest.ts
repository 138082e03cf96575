import type { FeatureManifest } from '../../lib/feature-manifest';
import { lazyPage } from '../../lib/feature-strings';
import { notificationStrings } from './strings';

/**
 * Spec §2 `/notifications` (decision 0054): the signed-in user's inbox at the top of the shell
 * (a user's own, not a site's: access portal). The bell is this feature's NotificationBell in the navbar.
 */
export const notificationsManifest: FeatureManifest = {
  name: 'notifications',
  subjects: [],
  strings: notificationStrings,
  routes: {
    shell: [
      {
        path: 'notifications',
        lazy: lazyPage(notificationStrings, () =>
          import('./routes/notifications-page').then((m) => m.NotificationsRoute),
        ),
      },
    ],
  },
};
