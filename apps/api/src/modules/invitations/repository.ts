import { and, eq, gt, isNull, sql, type Column } from 'drizzle-orm';
import type { EmployerInvitationListQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  accounts,
  employers,
  invitations,
  memberships,
  roles,
  sites,
  users,
  type ScopeType,
} from '../../db/schema/index.js';
import { countCapped, orderBy, type SortKey } from '../../db/list-query.js';
import { assertPageReachable, offsetOf, type PageQuery } from '../../lib/list-page.js';
import type { Reach } from '../access/index.js';

export interface InvitationScope {
  type: ScopeType;
  id: number;
}

const inScope = (scope: InvitationScope) =>
  and(eq(invitations.scope_type, scope.type), eq(invitations.scope_id, scope.id));
const open = () => and(isNull(invitations.accepted_at), isNull(invitations.revoked_at));

type InvitationSort = NonNullable<z.output<typeof EmployerInvitationListQuerySchema>['sort']>;
const SORTS: Record<SortKey<InvitationSort>, Column> = { email: invitations.email, created_at: invitations.created_at };

/** The scope's invitations, and only within the reach's site. */
const inReach = (reach: Reach, scope: InvitationScope) => and(eq(invitations.site_id, reach.siteId), inScope(scope));

/** One page of a scope's open (not accepted, not revoked) invitations, expired ones included. */
export async function listOpenInvitations(
  db: Db,
  reach: Reach,
  scope: InvitationScope,
  q: PageQuery & { sort?: InvitationSort },
) {
  assertPageReachable(q);
  const where = and(inReach(reach, scope), open());
  const [rows, count] = await Promise.all([
    db
      .select({ invitation: invitations, role: roles.key })
      .from(invitations)
      .innerJoin(roles, eq(roles.id, invitations.role_id))
      .where(where)
      .orderBy(...orderBy(SORTS, q.sort ?? '-created_at', invitations.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
    countCapped(db, db.select({ id: invitations.id }).from(invitations).where(where).$dynamic()),
  ]);
  return { rows, count };
}

/** Whether the address already holds a membership in the scope (the inviter sees members anyway). */
export async function isMemberByEmail(db: Db, scope: InvitationScope, enterpriseId: number, email: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(
      and(
        eq(memberships.scope_type, scope.type),
        eq(memberships.scope_id, scope.id),
        eq(users.enterprise_id, enterpriseId),
        eq(users.email, email),
      ),
    );
  return row !== undefined;
}

/** A new invitation replaces the address's open one in the scope: its old link stops working. */
export async function revokeOpenForEmail(db: Db, scope: InvitationScope, email: string) {
  await db
    .update(invitations)
    .set({ revoked_at: sql`now()` })
    .where(and(inScope(scope), open(), eq(invitations.email, email)));
}

export async function insertInvitation(db: Db, values: typeof invitations.$inferInsert) {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('invitation insert failed');
  return row;
}

export async function revokeInvitation(db: Db, reach: Reach, scope: InvitationScope, id: number) {
  const [row] = await db
    .update(invitations)
    .set({ revoked_at: sql`now()` })
    .where(and(inReach(reach, scope), open(), eq(invitations.id, id)))
    .returning();
  return row;
}

const live = (tokenHash: string, enterpriseId: number) =>
  and(
    eq(invitations.token_hash, tokenHash),
    eq(invitations.enterprise_id, enterpriseId),
    open(),
    gt(invitations.expires_at, sql`now()`),
  );

/** The live invitation with that token, its role and the name of the employer, site or account it is for. */
export async function findLiveInvitation(db: Db, tokenHash: string, enterpriseId: number) {
  const [row] = await db
    .select({
      invitation: invitations,
      role: roles.key,
      employer: sql<string>`coalesce(${employers.business_name}, ${sites.title}, ${accounts.title})`,
    })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.role_id))
    .leftJoin(employers, and(eq(invitations.scope_type, 'employer'), eq(employers.id, invitations.scope_id)))
    .leftJoin(sites, and(eq(invitations.scope_type, 'site'), eq(sites.id, invitations.scope_id)))
    .leftJoin(accounts, and(eq(invitations.scope_type, 'account'), eq(accounts.id, invitations.scope_id)))
    .where(live(tokenHash, enterpriseId));
  return row;
}

/** Uses the token up in one conditional update: of concurrent uses, exactly one gets the row. */
export async function consumeInvitation(db: Db, tokenHash: string, enterpriseId: number) {
  const [row] = await db
    .update(invitations)
    .set({ accepted_at: sql`now()` })
    .where(live(tokenHash, enterpriseId))
    .returning();
  return row;
}

export async function roleIdByKey(db: Db, key: string) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key));
  if (!row) throw new Error(`role ${key} missing`);
  return row.id;
}

export async function insertUser(
  db: Db,
  values: { enterprise_id: number; email: string; name: string; password_hash: string },
) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert failed');
  return row;
}

/** Adds the membership; one the user already holds in that scope is kept as it is. */
export async function insertMembership(db: Db, values: { user_id: number; scope: InvitationScope; role_id: number }) {
  await db
    .insert(memberships)
    .values({
      user_id: values.user_id,
      scope_type: values.scope.type,
      scope_id: values.scope.id,
      role_id: values.role_id,
    })
    .onConflictDoNothing();
}
