import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countCapped } from '../../db/list-query.js';
import { notifications } from '../../db/schema/index.js';
import { rowWhere } from '../../db/row-where.js';
import { assertPageReachable, offsetOf, type ListCount, type PageQuery } from '../../lib/list-page.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** Whose inbox: the signed-in user within their enterprise (another user's row is never named). */
export interface Owner {
  userId: number;
  enterpriseId: number;
}

const own = (owner: Owner): SQL =>
  and(eq(notifications.user_id, owner.userId), eq(notifications.enterprise_id, owner.enterpriseId)) as SQL;

const unreadOnly = (unread: boolean | undefined): SQL | undefined =>
  unread === undefined ? undefined : unread ? isNull(notifications.read_at) : sql`${notifications.read_at} is not null`;

/** One page of the inbox, newest first (the inbox index), with its capped count. */
export async function inboxPage(
  db: Db,
  owner: Owner,
  q: PageQuery & { unread?: boolean; ascending: boolean },
): Promise<{ rows: NotificationRow[]; count: ListCount }> {
  assertPageReachable(q);
  const where = and(own(owner), unreadOnly(q.unread));
  const order = q.ascending
    ? [notifications.notified_at, notifications.id]
    : [desc(notifications.notified_at), desc(notifications.id)];
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(...order)
    .limit(q.per_page)
    .offset(offsetOf(q));
  const counted = await countCapped(
    db,
    db.select({ id: notifications.id }).from(notifications).where(where).$dynamic(),
  );
  return { rows, count: counted };
}

/** The caller's unread notifications (the partial index). */
export async function countUnread(db: Db, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(own(owner), isNull(notifications.read_at)));
  return Number(row?.n ?? 0);
}

export const findOwn = (db: Db, owner: Owner, id: string): Promise<NotificationRow | undefined> =>
  rowWhere(db, notifications, and(own(owner), eq(notifications.id, id)));

/** Marks one read (now) or unread; undefined when it is not the caller's. */
export async function setRead(db: Db, owner: Owner, id: string, read: boolean) {
  const [row] = await db
    .update(notifications)
    .set({ read_at: read ? sql`coalesce(${notifications.read_at}, now())` : null })
    .where(and(own(owner), eq(notifications.id, id)))
    .returning();
  return row;
}

/** Marks every unread notification of the caller read; how many changed. */
export async function readAll(db: Db, owner: Owner): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(and(own(owner), isNull(notifications.read_at)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteOwn(db: Db, owner: Owner, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(own(owner), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** The row a stream delivers: read once per notification per process, only when its user is notified. */
export const findForDelivery = (db: Db, userId: number, id: string): Promise<NotificationRow | undefined> =>
  rowWhere(db, notifications, and(eq(notifications.user_id, userId), eq(notifications.id, id)));
