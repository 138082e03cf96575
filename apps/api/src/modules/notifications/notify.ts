import type { NotificationKind, NotificationParams } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { TenantRight } from '../access/index.js';
import { insertAndNotify, type Recipients } from './delivery-repository.js';
import { englishOf } from './english.js';

/** The permission entries that grant `action` on `subject` (spec §6): `all`, `subject.all`, `all.action`… */
const entriesFor = (action: string, subject: string) => [
  'all',
  'all.all',
  `all.${action}`,
  `${subject}.all`,
  `${subject}.${action}`,
];

/** A product event: where it happened, who it concerns, and what to say and open. */
export interface ProductEvent {
  scope: { siteId: number; employerId?: number };
  /** Everyone holding this right where the event happened (as `reachOf` would grant it)… */
  right?: TenantRight;
  /** …or these users only (an export's requester). */
  userIds?: readonly number[];
  kind: NotificationKind;
  params: NotificationParams;
  /** An in-app path: absolute (`/exports/…`) or relative to the site (`jobs/hold`). */
  link: string | null;
}

/**
 * The one way the product notifies (decision 0054), called in the transaction of the event: one
 * row per user the event concerns, each announced on `portal_notifications` when it commits.
 * Recipients hold `right` in the account or the site (`right.site`), or through the event's own
 * employer (`right.employer`), exactly as a route with that right would reach the event.
 */
export async function notifyUsers(tx: Db, event: ProductEvent): Promise<number> {
  const to = recipientsFor(event);
  if (!to) return 0;
  return insertAndNotify(tx, to, {
    siteId: event.scope.siteId,
    kind: event.kind,
    params: event.params,
    link: event.link,
    ...englishOf(event.kind, event.params),
  });
}

function recipientsFor(event: ProductEvent): Recipients | undefined {
  if (event.userIds) return event.userIds.length ? { userIds: event.userIds } : undefined;
  if (!event.right) return undefined;
  const { action, site, employer } = event.right;
  return {
    siteEntries: entriesFor(action, site),
    ...(employer && event.scope.employerId != null
      ? { employer: { id: event.scope.employerId, entries: entriesFor(action, employer) } }
      : {}),
  };
}
