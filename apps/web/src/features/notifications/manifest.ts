import { pageFeature } from '../../lib/page-feature';
import { notificationStrings } from './strings';

/**
 * Spec §2 `/notifications` (decision 0054): the signed-in user's inbox at the top of the shell
 * (a user's own, not a site's: access portal). The bell is this feature's NotificationBell in the navbar.
 */
export const notificationsManifest = pageFeature({
  name: 'notifications',
  strings: notificationStrings,
  at: 'shell',
  path: 'notifications',
  page: () => import('./routes/notifications-page').then((m) => m.NotificationsRoute),
});
