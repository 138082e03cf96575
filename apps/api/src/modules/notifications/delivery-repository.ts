import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import type { SafeHtml } from '../../lib/rich-text.js';

/**
 * The PostgreSQL channel every API process listens on; the payload is `<user id>:<uuid>` for a new
 * notification, `access:<user id>` or `access:*` for a change of who may sign in (decision 0063).
 */
export const NOTIFICATION_CHANNEL = 'portal_notifications';

/** What one event stores for each of its recipients. */
export interface NotificationValues {
  siteId: number;
  kind: string;
  params: Record<string, string>;
  subject: string;
  content: SafeHtml;
  link: string | null;
}

/** Who receives an event: the holders of a right in the site's scopes, or named users. */
export type Recipients =
  | { siteEntries: readonly string[]; employer?: { id: number; entries: readonly string[] } }
  | { userIds: readonly number[] };

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * The users whose memberships grant the right where the event happens (decision 0054): an entry of
 * `siteEntries` held through the site's account or the site itself, or an entry of
 * `employer.entries` held through that employer of the site. Disabled users are left out.
 */
function recipientsOf(siteId: number, to: Recipients): SQL {
  if ('userIds' in to) {
    return sql`select u.id as user_id from users u
      where u.id in (${sql.join(
        to.userIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}) and u.disabled_at is null`;
  }
  const employer = to.employer
    ? sql`or (m.scope_type = 'employer'
            and m.scope_id = (select e.id from employers e where e.id = ${to.employer.id}::int and e.site_id = s.id)
            and jsonb_exists_any(r.permissions, ${textArray(to.employer.entries)}))`
    : sql``;
  return sql`select distinct m.user_id
    from memberships m
    join roles r on r.id = m.role_id
    join users u on u.id = m.user_id and u.disabled_at is null
    join sites s on s.id = ${siteId}::int
    where ((m.scope_type = 'account' and m.scope_id = s.account_id or m.scope_type = 'site' and m.scope_id = s.id)
            and jsonb_exists_any(r.permissions, ${textArray(to.siteEntries)}))
      ${employer}`;
}

/**
 * Inserts one notification per recipient and tells every API process of each, in the caller's
 * transaction and one statement: `pg_notify` is delivered only when that transaction commits, so a
 * stream never hears of a row it cannot read, and a rolled-back event is never heard of.
 */
export async function insertAndNotify(tx: Db, to: Recipients, values: NotificationValues): Promise<number> {
  const rows = await queryRows<{ user_id: number }>(
    tx,
    sql`with recipients as (${recipientsOf(values.siteId, to)}),
      place as (select s.id as site_id, s.account_id, a.enterprise_id
                from sites s join accounts a on a.id = s.account_id where s.id = ${values.siteId}::int),
      inserted as (
        insert into notifications (user_id, enterprise_id, account_id, site_id, kind, params, subject, content, link)
        select r.user_id, p.enterprise_id, p.account_id, p.site_id, ${values.kind}, ${JSON.stringify(values.params)}::jsonb,
               ${values.subject}, ${values.content}, ${values.link}
        from recipients r
        join users u on u.id = r.user_id
        join place p on p.enterprise_id = u.enterprise_id
        returning id, user_id)
      select user_id, pg_notify(${NOTIFICATION_CHANNEL}, user_id::text || ':' || id::text) from inserted`,
  );
  return rows.length;
}

/** When the token ends on its own. */
export async function tokenExpiry(db: Db, tokenId: number): Promise<Date | undefined> {
  const [row] = await queryRows<{ expires_at: Date | string }>(
    db,
    sql`select expires_at from access_tokens where id = ${tokenId}::int`,
  );
  return row ? new Date(row.expires_at) : undefined;
}
