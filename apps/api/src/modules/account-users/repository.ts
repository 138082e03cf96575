import { and, eq, isNotNull, isNull, sql, type Column } from 'drizzle-orm';
import type { AccountUserListQuerySchema, MembershipScope, RoleKey } from '@portal/contract';
import type { z } from 'zod';
import { queryRows, type Db } from '../../db/client.js';
import { accounts, employers, memberships, roles, sites, users } from '../../db/schema/index.js';
import { rowWhere } from '../../db/row-where.js';
import { orderBy, searchColumns, type SortKey } from '../../db/list-query.js';
import { tablePage } from '../../db/table-page.js';
import { ADMIN_ROLES } from '../access/index.js';
import { isAccountUser, membershipInAccount } from './placement-repository.js';

const ADMIN_KEYS = Object.values(ADMIN_ROLES).flat();

type ListQuery = z.output<typeof AccountUserListQuerySchema>;
type UserSort = NonNullable<ListQuery['sort']>;

const SORTS: Record<SortKey<UserSort>, Column> = { name: users.name, email: users.email, created_at: users.created_at };

const STATUS = {
  active: and(isNull(users.disabled_at), isNotNull(users.password_hash)),
  invited: and(isNull(users.disabled_at), isNull(users.password_hash)),
  disabled: isNotNull(users.disabled_at),
};

/** One page of the account's users, searched, filtered and sorted in SQL. */
export async function listAccountUsers(db: Db, accountId: number, q: ListQuery) {
  const where = and(
    isAccountUser(db, accountId, sql`${users.id}`, q.filter.role),
    q.filter.status ? STATUS[q.filter.status] : undefined,
    searchColumns(q.search, [users.name, users.email]),
  );
  return tablePage(db, users, where, orderBy(SORTS, q.sort ?? 'name', users.id), q);
}

/** The user, when they hold a membership in the account; otherwise undefined (a 404). */
export const findAccountUser = (db: Db, accountId: number, userId: number) =>
  rowWhere(db, users, and(eq(users.id, userId), isAccountUser(db, accountId, sql`${users.id}`)));

export interface ScopeRoleRow {
  membership_id: number;
  user_id: number;
  scope_type: MembershipScope;
  scope_id: number;
  scope_name: string;
  site_id: number | null;
  role: RoleKey;
  /** How many holders of an admin role of its scope's kind the scope has (decision 0025). */
  admins: number;
}

/** The roles the users hold in the account, each with its scope's name: one statement for a page. */
export async function rolesInAccount(db: Db, accountId: number, userIds: number[]): Promise<ScopeRoleRow[]> {
  if (userIds.length === 0) return [];
  const rows = await queryRows<ScopeRoleRow>(
    db,
    sql`select m.id as membership_id, m.user_id, m.scope_type, m.scope_id, r.key as role,
          coalesce(a.name, s.name, e.business_name) as scope_name,
          coalesce(s.id, es.id) as site_id,
          (select count(*) from memberships m2 join roles r2 on r2.id = m2.role_id
            where m2.scope_type = m.scope_type and m2.scope_id = m.scope_id
              and r2.key in (${sql.join(
                ADMIN_KEYS.map((key) => sql`${key}`),
                sql`, `,
              )})) as admins
        from memberships m
        join roles r on r.id = m.role_id
        left join accounts a on m.scope_type = 'account' and a.id = m.scope_id
        left join sites s on m.scope_type = 'site' and s.id = m.scope_id
        left join employers e on m.scope_type = 'employer' and e.id = m.scope_id
        left join sites es on es.id = e.site_id
        where m.user_id in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and coalesce(a.id, s.account_id, es.account_id) = ${accountId}
        order by m.scope_type, coalesce(s.id, es.id) nulls first, m.scope_id`,
  );
  return rows.map((row) => ({
    ...row,
    membership_id: Number(row.membership_id),
    user_id: Number(row.user_id),
    scope_id: Number(row.scope_id),
    site_id: row.site_id == null ? null : Number(row.site_id),
    admins: Number(row.admins),
  }));
}

/** The scope of the account a role is granted in, with the site it sits in; undefined when it is not the account's. */
export async function scopeInAccount(db: Db, accountId: number, type: MembershipScope, id: number) {
  if (type === 'account') {
    const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
    return id === accountId && row ? { name: row.name, siteId: null, employerId: null } : undefined;
  }
  if (type === 'site') {
    const [row] = await db
      .select({ name: sites.name })
      .from(sites)
      .where(and(eq(sites.id, id), eq(sites.account_id, accountId)));
    return row ? { name: row.name, siteId: id, employerId: null } : undefined;
  }
  const [row] = await db
    .select({ name: employers.business_name, siteId: employers.site_id })
    .from(employers)
    .innerJoin(sites, eq(sites.id, employers.site_id))
    .where(and(eq(employers.id, id), eq(sites.account_id, accountId)));
  return row ? { name: row.name, siteId: row.siteId, employerId: id } : undefined;
}

/** The account's first site: where account-level changes are audited. */
export async function firstSiteOf(db: Db, accountId: number) {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.account_id, accountId))
    .orderBy(sites.id)
    .limit(1);
  return row?.id;
}

export async function roleByKey(db: Db, key: RoleKey) {
  const [row] = await db.select().from(roles).where(eq(roles.key, key));
  if (!row) throw new Error(`role ${key} missing`);
  return row;
}

export async function listRoles(db: Db) {
  return db.select().from(roles).orderBy(roles.id);
}

/** Gives the user `roleId` in the scope, replacing the role they held there. */
export async function upsertMembership(
  db: Db,
  values: { userId: number; scopeType: MembershipScope; scopeId: number; roleId: number },
) {
  await db
    .insert(memberships)
    .values({ user_id: values.userId, scope_type: values.scopeType, scope_id: values.scopeId, role_id: values.roleId })
    .onConflictDoUpdate({
      target: [memberships.user_id, memberships.scope_type, memberships.scope_id],
      set: { role_id: values.roleId },
    });
}

export async function deleteMembership(db: Db, membershipId: number) {
  await db.delete(memberships).where(eq(memberships.id, membershipId));
}

/** Whether the user holds a membership outside this account (disabling would reach it too). */
export async function belongsElsewhere(db: Db, accountId: number, userId: number) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.user_id, userId), sql`not (${membershipInAccount(db, accountId)})`))
    .limit(1);
  return row !== undefined;
}

export async function setDisabled(db: Db, userId: number, disabled: boolean) {
  await db
    .update(users)
    .set({ disabled_at: disabled ? sql`now()` : null, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}
