import { MESSAGES, type AddEmployerUser, type EmployerUser } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { invalid, notFound } from '../../lib/http-error.js';
import { queueMails, recordMail } from '../../mail/outbox.js';
import { linkMail } from '../../mail/templates.js';
import { findUserByEmail, insertResetToken } from '../auth/repository.js';
import { newToken } from '../auth/tokens.js';
import { findEmployer, type EmployerScope } from '../employers/repository.js';
import { recordAudit } from '../audit/repository.js';
import * as repo from './repository.js';

const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

type MemberRow = NonNullable<Awaited<ReturnType<typeof repo.findMember>>>;

function toEmployerUser(row: MemberRow): EmployerUser {
  return {
    id: row.users.id,
    name: row.users.name,
    email: row.users.email,
    role: row.roles.key as EmployerUser['role'],
    invited: row.users.password_hash === null,
    created_at: row.memberships.created_at.toISOString(),
  };
}

/** The employer, if the scope reaches it; otherwise 404 (never a hint that it exists). */
async function employerIn(deps: AppDeps, scope: EmployerScope, employerId: number) {
  const employer = await findEmployer(deps.db, scope, employerId);
  if (!employer) throw notFound();
  return employer;
}

export async function listEmployerUsers(deps: AppDeps, scope: EmployerScope, employerId: number, q: Parameters<typeof repo.listEmployerUsers>[2]) {
  await employerIn(deps, scope, employerId);
  const { rows, total } = await repo.listEmployerUsers(deps.db, employerId, q);
  return {
    data: rows.map(toEmployerUser),
    meta: { current_page: q.page, per_page: q.per_page, total, last_page: Math.max(1, Math.ceil(total / q.per_page)) },
  };
}

/** Adds a user by email; an unknown address gets an account and an invitation to set a password. */
export async function addEmployerUser(
  deps: AppDeps,
  scope: EmployerScope,
  actor: { id: number; enterpriseId: number },
  employerId: number,
  input: AddEmployerUser,
  baseUrl: string,
) {
  const employer = await employerIn(deps, scope, employerId);
  const { member, mailIds } = await deps.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, actor.enterpriseId, input.email);
    const mailIds: number[] = [];
    if (user && (await repo.findMember(tx, employerId, user.id))) throw invalid({ email: [MESSAGES.alreadyMember] });
    if (!user) {
      user = await repo.insertUser(tx, { enterprise_id: actor.enterpriseId, email: input.email, name: input.name ?? input.email.split('@')[0] ?? input.email });
      const token = newToken();
      await insertResetToken(tx, { user_id: user.id, token_hash: token.hash, expires_at: new Date(Date.now() + INVITATION_TTL_MS) });
      const link = `${baseUrl}/reset-password?token=${token.plain}&email=${encodeURIComponent(user.email)}`;
      mailIds.push(
        await recordMail(
          tx,
          linkMail(user.email, `You are invited to manage ${employer.business_name}`, [`Hello ${user.name},`, `You have been added to ${employer.business_name} on Portal. Choose a password to sign in; the link works for 7 days.`], { label: 'Set your password', url: link }),
        ),
      );
    }
    await repo.insertMembership(tx, { user_id: user.id, employer_id: employerId, role_id: await repo.roleId(tx, input.role) });
    await recordAudit(tx, { siteId: scope.siteId, actorId: actor.id, subject: 'employer', subjectId: employerId, action: 'user-added', details: { user_id: user.id, role: input.role } });
    const member = await repo.findMember(tx, employerId, user.id);
    if (!member) throw new Error('membership insert failed');
    return { member, mailIds };
  });
  await queueMails(deps.queue, mailIds);
  return toEmployerUser(member);
}

export async function changeEmployerUserRole(deps: AppDeps, scope: EmployerScope, actorId: number, employerId: number, userId: number, role: string) {
  await employerIn(deps, scope, employerId);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.findMember(tx, employerId, userId))) throw notFound();
    await repo.setMemberRole(tx, employerId, userId, await repo.roleId(tx, role));
    await recordAudit(tx, { siteId: scope.siteId, actorId, subject: 'employer', subjectId: employerId, action: 'user-role-changed', details: { user_id: userId, role } });
    const member = await repo.findMember(tx, employerId, userId);
    if (!member) throw notFound();
    return toEmployerUser(member);
  });
}

export async function removeEmployerUser(deps: AppDeps, scope: EmployerScope, actorId: number, employerId: number, userId: number) {
  await employerIn(deps, scope, employerId);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.findMember(tx, employerId, userId))) throw notFound();
    await repo.deleteMembership(tx, employerId, userId);
    await recordAudit(tx, { siteId: scope.siteId, actorId, subject: 'employer', subjectId: employerId, action: 'user-removed', details: { user_id: userId } });
  });
}
