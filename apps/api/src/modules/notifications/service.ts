import type { NotificationInboxQuery, UpdateNotification } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import { pageMeta } from '../../lib/list-page.js';
import { toNotification } from './presenter.js';
import * as repo from './repository.js';

/** The signed-in user, whose inbox every call reads: never a header's scope. */
export interface Reader {
  id: number;
  enterpriseId: number;
}

const ownerOf = (user: Reader): repo.Owner => ({ userId: user.id, enterpriseId: user.enterpriseId });

/** A page of the caller's inbox, with every unread one counted for the bell. */
export async function inbox(db: Db, user: Reader, q: NotificationInboxQuery) {
  const owner = ownerOf(user);
  const unread = q.filter.unread === undefined ? undefined : q.filter.unread === 'true';
  const [page, unreadCount] = await Promise.all([
    repo.inboxPage(db, owner, { page: q.page, per_page: q.per_page, unread, ascending: q.sort === 'notified_at' }),
    repo.countUnread(db, owner),
  ]);
  return {
    data: page.rows.map(toNotification),
    meta: { ...pageMeta(q, page.count), unread: unreadCount },
  };
}

/** One of the caller's notifications; anyone else's is a 404 (it is not said to exist). */
export async function getNotification(db: Db, user: Reader, id: string) {
  const row = await repo.findOwn(db, ownerOf(user), id.toLowerCase());
  if (!row) throw notFound();
  return toNotification(row);
}

export async function markNotification(db: Db, user: Reader, id: string, input: UpdateNotification) {
  const row = await repo.setRead(db, ownerOf(user), id.toLowerCase(), input.read);
  if (!row) throw notFound();
  return toNotification(row);
}

export const markAllRead = (db: Db, user: Reader) => repo.readAll(db, ownerOf(user));

export async function deleteNotification(db: Db, user: Reader, id: string) {
  if (!(await repo.deleteOwn(db, ownerOf(user), id.toLowerCase()))) throw notFound();
}
