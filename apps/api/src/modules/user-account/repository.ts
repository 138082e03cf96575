import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type AccountRow = Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'avatar' | 'password_hash'>;

const ACCOUNT_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatar: users.avatar,
  password_hash: users.password_hash,
};

/** The user's own row, locked until the transaction ends (one avatar or password change at a time). */
export async function lockAccount(db: Db, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function findAccount(db: Db, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, userId));
  return row;
}

export async function updateAccount(db: Db, userId: number, values: { name?: string; avatar?: string | null }) {
  const [row] = await db
    .update(users)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(users.id, userId))
    .returning(ACCOUNT_COLUMNS);
  return row;
}

/**
 * Revokes every live token of the user but `keepTokenId`, and every impersonation token issued
 * under one of them (a child, a child's child), in one statement; answers how many of the
 * user's own sessions ended. The children are found through `access_tokens_parent_idx`.
 */
export async function revokeOtherTokens(db: Db, userId: number, keepTokenId: number): Promise<number> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`with recursive doomed as (
          select id from access_tokens
          where user_id = ${userId}::int and id <> ${keepTokenId}::int and revoked_at is null
          union
          select child.id from access_tokens child join doomed on child.parent_token_id = doomed.id
          where child.revoked_at is null
        )
        update access_tokens set revoked_at = now()
        where id in (select id from doomed) and revoked_at is null
        returning user_id`,
  );
  return rows.filter((row) => Number(row.user_id) === userId).length;
}

/**
 * The site an account-wide change is recorded in when the request selects none: the site of the
 * user's first membership (an account membership: that account's first site).
 */
export async function homeSiteId(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await queryRows<{ site_id: number | null }>(
    db,
    sql`select case m.scope_type
              when 'site' then m.scope_id
              when 'employer' then (select e.site_id from employers e where e.id = m.scope_id)
              else (select min(s.id) from sites s where s.account_id = m.scope_id)
            end as site_id
        from memberships m
        where m.user_id = ${userId}::int
        order by m.id
        limit 1`,
  );
  return row?.site_id == null ? undefined : Number(row.site_id);
}
