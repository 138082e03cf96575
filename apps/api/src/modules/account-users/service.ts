import {
  MESSAGES,
  ROLE_SCOPES,
  type AccountUser,
  type AuditAction,
  type InviteAccountUser,
  type PermissionMap,
  type RoleKey,
  type SetScopeRole,
} from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { conflict, invalid, notFound } from '../../lib/http-error.js';
import { pageMeta } from '../../lib/list-page.js';
import { ADMIN_ROLES, keepAnAdmin } from '../access/index.js';
import { recordAudit } from '../audit/index.js';
import { revokeUserTokens } from '../auth/index.js';
import * as invitations from '../invitations/index.js';
import { assertGrantable, type GrantScope } from './grants.js';
import { toAccountUser } from './presenter.js';
import * as repo from './repository.js';
import { listAccountSites } from './sites-repository.js';

/** Who asks, in which account: what every function here takes first. */
export interface AccountContext {
  deps: AppDeps;
  accountId: number;
  /** The selected site, when the request names one of this account's sites. */
  siteId: number | null;
  user: { id: number; enterpriseId: number };
  permissions: PermissionMap;
}

type Db = AppDeps['db'];

export async function listAccountUsers(ctx: AccountContext, q: Parameters<typeof repo.listAccountUsers>[2]) {
  const { rows, count } = await repo.listAccountUsers(ctx.deps.db, ctx.accountId, q);
  const roles = await repo.rolesInAccount(
    ctx.deps.db,
    ctx.accountId,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => toAccountUser(row, roles)), meta: pageMeta(q, count) };
}

async function userIn(db: Db, ctx: AccountContext, userId: number) {
  const user = await repo.findAccountUser(db, ctx.accountId, userId);
  if (!user) throw notFound();
  return user;
}

async function presentUser(db: Db, ctx: AccountContext, userId: number): Promise<AccountUser> {
  const user = await userIn(db, ctx, userId);
  return toAccountUser(user, await repo.rolesInAccount(db, ctx.accountId, [userId]));
}

export async function getAccountUser(ctx: AccountContext, userId: number) {
  return presentUser(ctx.deps.db, ctx, userId);
}

/** The scope of a body's `scope_type`/`scope_id`: one outside the account is a 422 on `scope_id`. */
async function grantScope(db: Db, ctx: AccountContext, type: SetScopeRole['scope_type'], id: number) {
  const scope = await repo.scopeInAccount(db, ctx.accountId, type, id);
  if (!scope) throw invalid({ scope_id: [MESSAGES.invalid] });
  const at: GrantScope = { accountId: ctx.accountId, siteId: scope.siteId, employerId: scope.employerId };
  return { ...scope, at };
}

const notSelf = (ctx: AccountContext, userId: number) => {
  if (userId === ctx.user.id) throw conflict(MESSAGES.notYourself);
};

async function auditSite(db: Db, ctx: AccountContext, siteId: number | null) {
  const id = siteId ?? ctx.siteId ?? (await repo.firstSiteOf(db, ctx.accountId));
  if (id === undefined) throw notFound();
  return id;
}

async function audit(db: Db, ctx: AccountContext, siteId: number | null, action: AuditAction, details: object) {
  await recordAudit(db, {
    siteId: await auditSite(db, ctx, siteId),
    actorId: ctx.user.id,
    subject: 'account',
    subjectId: ctx.accountId,
    action,
    details: { ...details },
  });
}

/** Mails an invitation to hold `role` in a scope of the account (decision 0012: joins on accept). */
export async function inviteAccountUser(ctx: AccountContext, input: InviteAccountUser) {
  const { db } = ctx.deps;
  const scope = await grantScope(db, ctx, input.scope_type, input.scope_id);
  assertGrantable(ctx.permissions, scope.at, (await repo.roleByKey(db, input.role)).permissions);
  const invitation = await invitations.invite(ctx.deps, {
    actor: ctx.user,
    scope: { type: input.scope_type, id: input.scope_id },
    siteId: await auditSite(db, ctx, scope.siteId),
    label: scope.name,
    email: input.email,
    name: input.name,
    role: input.role,
  });
  return { ...invitation, role: input.role };
}

/** Membership rows of the user in the account that the caller may act on, or a refusal. */
async function heldRoles(db: Db, ctx: AccountContext, userId: number) {
  return repo.rolesInAccount(db, ctx.accountId, [userId]);
}

async function assertMayTakeAway(db: Db, ctx: AccountContext, row: repo.ScopeRoleRow) {
  const scope = await grantScope(db, ctx, row.scope_type, row.scope_id);
  assertGrantable(ctx.permissions, scope.at, (await repo.roleByKey(db, row.role)).permissions);
}

const isAdmin = (role: RoleKey) => ADMIN_ROLES[ROLE_SCOPES[role]].includes(role);

/** Gives the user `role` in a scope of the account (replacing the role held there). */
export async function setScopeRole(ctx: AccountContext, userId: number, input: SetScopeRole) {
  return ctx.deps.db.transaction(async (tx) => {
    await userIn(tx, ctx, userId);
    notSelf(ctx, userId);
    const scope = await grantScope(tx, ctx, input.scope_type, input.scope_id);
    const role = await repo.roleByKey(tx, input.role);
    assertGrantable(ctx.permissions, scope.at, role.permissions);
    const held = (await heldRoles(tx, ctx, userId)).find(
      (row) => row.scope_type === input.scope_type && row.scope_id === input.scope_id,
    );
    if (held) {
      await assertMayTakeAway(tx, ctx, held);
      if (isAdmin(held.role) && !isAdmin(input.role)) {
        await keepAnAdmin(tx, { type: input.scope_type, id: input.scope_id }, userId);
      }
    }
    await repo.upsertMembership(tx, { userId, scopeType: input.scope_type, scopeId: input.scope_id, roleId: role.id });
    await audit(tx, ctx, scope.siteId, 'user-role-changed', { user_id: userId, ...input });
    return presentUser(tx, ctx, userId);
  });
}

/** Takes one role away; the scope's last admin stays (409, decision 0025). */
export async function removeMembership(ctx: AccountContext, userId: number, membershipId: number) {
  await ctx.deps.db.transaction(async (tx) => {
    await userIn(tx, ctx, userId);
    const held = (await heldRoles(tx, ctx, userId)).find((row) => row.membership_id === membershipId);
    if (!held) throw notFound();
    notSelf(ctx, userId);
    await assertMayTakeAway(tx, ctx, held);
    await keepAnAdmin(tx, { type: held.scope_type, id: held.scope_id }, userId);
    await repo.deleteMembership(tx, membershipId);
    await audit(tx, ctx, held.site_id, 'user-role-removed', { user_id: userId, role: held.role });
  });
}

/** Checks every role the user holds in the account may be taken away by the caller. */
async function takeAllAway(tx: Db, ctx: AccountContext, userId: number, keepAdmins = true) {
  await userIn(tx, ctx, userId);
  notSelf(ctx, userId);
  const held = await heldRoles(tx, ctx, userId);
  for (const row of held) {
    await assertMayTakeAway(tx, ctx, row);
    if (keepAdmins) await keepAnAdmin(tx, { type: row.scope_type, id: row.scope_id }, userId);
  }
  return held;
}

/** Removes the user from the account: every role they hold in it, its sites and their employers. */
export async function removeFromAccount(ctx: AccountContext, userId: number) {
  await ctx.deps.db.transaction(async (tx) => {
    const held = await takeAllAway(tx, ctx, userId);
    for (const row of held) await repo.deleteMembership(tx, row.membership_id);
    await audit(tx, ctx, null, 'user-removed', { user_id: userId });
  });
}

/**
 * Disables (or enables) the user: they cannot sign in and their sessions end. Only for a user of
 * this account alone (a flag on the person would reach another account: 409), never oneself, the
 * last admin of a scope, nor someone holding more than the caller.
 */
export async function setUserDisabled(ctx: AccountContext, userId: number, disabled: boolean) {
  return ctx.deps.db.transaction(async (tx) => {
    await takeAllAway(tx, ctx, userId, disabled);
    if (await repo.belongsElsewhere(tx, ctx.accountId, userId)) throw conflict(MESSAGES.inAnotherAccount);
    await repo.setDisabled(tx, userId, disabled);
    if (disabled) await revokeUserTokens(tx, userId);
    await audit(tx, ctx, null, disabled ? 'user-disabled' : 'user-enabled', { user_id: userId });
    return presentUser(tx, ctx, userId);
  });
}

/** The roles with their permission lists (data: decision 0004), for viewing. */
export async function listRoles(deps: AppDeps) {
  const rows = await repo.listRoles(deps.db);
  return rows.map((row) => ({
    key: row.key as RoleKey,
    name: row.name,
    scope_type: row.scope_type,
    permissions: row.permissions,
  }));
}

export async function listSites(deps: AppDeps, accountId: number) {
  return listAccountSites(deps.db, accountId);
}
