import type { Notification } from '@portal/contract';
import type { NotificationRow } from './repository.js';

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  subject: row.subject,
  content: row.content,
  link: row.link,
  account_id: row.account_id,
  site_id: row.site_id,
  notified_at: row.notified_at.toISOString(),
  read_at: row.read_at ? row.read_at.toISOString() : null,
});
