import type { AddEmployerUser, EmployerUser } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { notFound } from '../../lib/http-error.js';
import * as invitations from '../invitations/index.js';
import { findEmployer } from '../employers/index.js';
import { ADMIN_ROLES, keepAnAdmin, type Reach, soleAdmin } from '../access/index.js';
import { pageMeta } from '../../lib/list-page.js';
import { recordAudit } from '../audit/index.js';
import * as repo from './repository.js';

type MemberRow = NonNullable<Awaited<ReturnType<typeof repo.findMember>>>;

function toEmployerUser(row: MemberRow, soleAdminId: number | null): EmployerUser {
  return {
    id: row.users.id,
    name: row.users.name,
    email: row.users.email,
    role: row.roles.key as EmployerUser['role'],
    invited: row.users.password_hash === null,
    last_admin: row.users.id === soleAdminId,
    created_at: row.memberships.created_at.toISOString(),
  };
}

/** The employer, if the scope reaches it; otherwise 404 (never a hint that it exists). */
async function employerIn(deps: AppDeps, scope: Reach, employerId: number) {
  const employer = await findEmployer(deps.db, scope, employerId);
  if (!employer) throw notFound();
  return employer;
}

export async function listEmployerUsers(
  deps: AppDeps,
  scope: Reach,
  employerId: number,
  q: Parameters<typeof repo.listEmployerUsers>[3],
) {
  await employerIn(deps, scope, employerId);
  const [{ rows, count }, soleAdminId] = await Promise.all([
    repo.listEmployerUsers(deps.db, scope, employerId, q),
    soleAdmin(deps.db, { type: 'employer', id: employerId }),
  ]);
  return { data: rows.map((row) => toEmployerUser(row, soleAdminId)), meta: pageMeta(q, count) };
}

/** Invites an address to the employer; it joins only when the invitee accepts (decision 0012). */
export async function inviteEmployerUser(
  deps: AppDeps,
  scope: Reach,
  actor: { id: number; enterpriseId: number },
  employerId: number,
  input: AddEmployerUser,
) {
  const employer = await employerIn(deps, scope, employerId);
  return invitations.invite(deps, {
    actor,
    scope: { type: 'employer', id: employerId },
    siteId: scope.siteId,
    label: employer.business_name,
    email: input.email,
    name: input.name,
    role: input.role,
  });
}

export async function listEmployerInvitations(
  deps: AppDeps,
  scope: Reach,
  employerId: number,
  q: Parameters<typeof invitations.listInvitations>[3],
) {
  await employerIn(deps, scope, employerId);
  return invitations.listInvitations(deps, scope, { type: 'employer', id: employerId }, q);
}

export async function revokeEmployerInvitation(
  deps: AppDeps,
  scope: Reach,
  actorId: number,
  employerId: number,
  invitationId: number,
) {
  await employerIn(deps, scope, employerId);
  await invitations.revoke(deps, scope, { type: 'employer', id: employerId }, actorId, invitationId);
}

/** Changes a member's role; taking the employer's last admin away is a 409 (decision 0025). */
export async function changeEmployerUserRole(
  deps: AppDeps,
  scope: Reach,
  actorId: number,
  employerId: number,
  userId: number,
  role: string,
) {
  await employerIn(deps, scope, employerId);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.findMember(tx, scope, employerId, userId))) throw notFound();
    if (!ADMIN_ROLES.employer.includes(role)) await keepAnAdmin(tx, { type: 'employer', id: employerId }, userId);
    await repo.setMemberRole(tx, scope, employerId, userId, await repo.roleId(tx, role));
    await recordAudit(tx, {
      siteId: scope.siteId,
      actorId,
      subject: 'employer',
      subjectId: employerId,
      action: 'user-role-changed',
      details: { user_id: userId, role },
    });
    const member = await repo.findMember(tx, scope, employerId, userId);
    if (!member) throw notFound();
    return toEmployerUser(member, await soleAdmin(tx, { type: 'employer', id: employerId }));
  });
}

/** Removes a member; removing the employer's last admin is a 409 (decision 0025). */
export async function removeEmployerUser(
  deps: AppDeps,
  scope: Reach,
  actorId: number,
  employerId: number,
  userId: number,
) {
  await employerIn(deps, scope, employerId);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findMember(tx, scope, employerId, userId))) throw notFound();
    await keepAnAdmin(tx, { type: 'employer', id: employerId }, userId);
    await repo.deleteMembership(tx, scope, employerId, userId);
    await recordAudit(tx, {
      siteId: scope.siteId,
      actorId,
      subject: 'employer',
      subjectId: employerId,
      action: 'user-removed',
      details: { user_id: userId },
    });
  });
}
