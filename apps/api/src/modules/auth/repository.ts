import { aliasedTable, and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accessTokens, loginFailures, passwordResetTokens, users } from '../../db/schema/index.js';
import { rowWhere } from '../../db/row-where.js';

export const findUserByEmail = (db: Db, enterpriseId: number, email: string) =>
  rowWhere(db, users, and(eq(users.enterprise_id, enterpriseId), eq(users.email, email)));

/** The user with that address, its row locked until the transaction ends (one reset token at a time). */
export async function lockUserByEmail(db: Db, enterpriseId: number, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.enterprise_id, enterpriseId), eq(users.email, email)))
    .for('update');
  return user;
}

export const findUserById = (db: Db, id: number) => rowWhere(db, users, eq(users.id, id));

export async function insertAccessToken(
  db: Db,
  row: { user_id: number; token_hash: string; expires_at: Date; parent_token_id?: number; redirect_path?: string },
) {
  const [token] = await db.insert(accessTokens).values(row).returning({ id: accessTokens.id });
  return token;
}

const parent = aliasedTable(accessTokens, 'parent');

/** An impersonation token's impersonator (its parent token's user) and the path its exit returns to. */
export async function findImpersonation(db: Db, tokenId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, redirect_path: accessTokens.redirect_path })
    .from(accessTokens)
    .innerJoin(parent, eq(parent.id, accessTokens.parent_token_id))
    .innerJoin(users, eq(users.id, parent.user_id))
    .where(eq(accessTokens.id, tokenId));
  return row && { id: row.id, name: row.name, email: row.email, redirect_path: row.redirect_path ?? '/' };
}

export async function touchToken(db: Db, tokenId: number) {
  await db
    .update(accessTokens)
    .set({ last_used_at: sql`now()` })
    .where(eq(accessTokens.id, tokenId));
}

export async function revokeToken(db: Db, tokenId: number) {
  await db
    .update(accessTokens)
    .set({ revoked_at: sql`now()` })
    .where(eq(accessTokens.id, tokenId));
}

export async function revokeUserTokens(db: Db, userId: number) {
  await db
    .update(accessTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at)));
}

/**
 * Recent failures in one round trip: for this address from this IP and from this IP (within
 * `window`), and for this address from anywhere (within `accountWindow`).
 */
export async function countRecentFailures(
  db: Db,
  by: { email: string; ip: string },
  windows: { window: number; accountWindow: number },
) {
  const since = sql`now() - make_interval(secs => ${windows.window})`;
  const accountSince = sql`now() - make_interval(secs => ${windows.accountWindow})`;
  const recent = gt(loginFailures.created_at, since);
  const sameEmail = eq(loginFailures.email, by.email);
  const sameIp = eq(loginFailures.ip, by.ip);
  const countWhere = (where: SQL | undefined) => sql`count(*) filter (where ${where})`.mapWith(Number);
  const [row] = await db
    .select({
      accountIp: countWhere(and(sameEmail, sameIp, recent)),
      ip: countWhere(and(sameIp, recent)),
      account: countWhere(sameEmail),
    })
    .from(loginFailures)
    .where(or(and(sameEmail, gt(loginFailures.created_at, accountSince)), and(sameIp, recent)));
  return { accountIp: row?.accountIp ?? 0, ip: row?.ip ?? 0, account: row?.account ?? 0 };
}

export async function recordFailure(db: Db, email: string, ip: string) {
  await db.insert(loginFailures).values({ email, ip });
}

/** After a sign-in: this address's failures from this IP only, so a guesser elsewhere gains nothing. */
export async function clearFailuresFrom(db: Db, email: string, ip: string) {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}

/** After a password reset: every failure of the address, wherever from. */
export async function clearFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export async function insertResetToken(db: Db, row: { user_id: number; token_hash: string; expires_at: Date }) {
  await db.insert(passwordResetTokens).values(row);
}

/**
 * Marks the live token with that hash used and returns its user id, in one conditional update: of
 * concurrent uses exactly one gets the row (the others wait for its lock, then see used_at set).
 */
export async function consumeResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.token_hash, tokenHash),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, sql`now()`),
      ),
    )
    .returning({ user_id: passwordResetTokens.user_id });
  return row;
}

export async function setPassword(db: Db, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

export async function markResetTokensUsed(db: Db, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
}
