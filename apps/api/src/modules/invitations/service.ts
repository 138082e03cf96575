import { MESSAGES, type AcceptInvitation, type EmployerInvitation, type InvitationPreview } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { invalid, notFound } from '../../lib/http-error.js';
import { pageMeta } from '../../lib/list-page.js';
import { hitRateLimits } from '../../lib/rate-limit.js';
import { queueMails, recordMail } from '../../mail/outbox.js';
import { recordAudit } from '../audit/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { findUserByEmail, hashToken, newToken, setPassword } from '../auth/index.js';
import { siteLinkBase } from '../branding/index.js';
import { composeMail } from '../mail-templates/index.js';
import * as repo from './repository.js';
import type { InvitationScope } from './repository.js';
import type { Reach } from '../access/index.js';

const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

type InvitationRow = Awaited<ReturnType<typeof repo.insertInvitation>>;

export function toInvitation(row: InvitationRow, role: string): EmployerInvitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: role as EmployerInvitation['role'],
    status: row.expires_at.getTime() > Date.now() ? 'pending' : 'expired',
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

export interface InviteRequest {
  actor: { id: number; enterpriseId: number };
  scope: InvitationScope;
  siteId: number;
  /** What the invitation is to, as the mail names it (an employer's business name). */
  label: string;
  email: string;
  name: string | null;
  role: string;
}

/**
 * Mails an invitation to hold `role` in the scope. Nothing else happens until the invitee
 * accepts; the answer is the same whether the address has an account or not (decision 0012).
 * Counted per inviter and per address, so it cannot be used to flood a mailbox.
 */
export async function invite(deps: AppDeps, req: InviteRequest): Promise<EmployerInvitation> {
  const { config } = deps;
  await hitRateLimits(deps.db, [
    {
      bucket: 'invitations:user',
      key: String(req.actor.id),
      max: config.INVITATIONS_MAX_PER_USER,
      windowSeconds: config.INVITATIONS_WINDOW_SECONDS,
    },
    {
      bucket: 'invitations:address',
      key: req.email,
      max: config.INVITATIONS_MAX_PER_ADDRESS,
      windowSeconds: config.INVITATIONS_WINDOW_SECONDS,
    },
  ]);
  const base = await siteLinkBase(deps, req.siteId);
  const { row, mailId } = await deps.db.transaction(async (tx) => {
    if (await repo.isMemberByEmail(tx, req.scope, req.actor.enterpriseId, req.email)) {
      throw invalid({ email: [MESSAGES.alreadyMember] });
    }
    await repo.revokeOpenForEmail(tx, req.scope, req.email);
    const token = newToken();
    const name = req.name ?? req.email.split('@')[0] ?? req.email;
    const row = await repo.insertInvitation(tx, {
      enterprise_id: req.actor.enterpriseId,
      scope_type: req.scope.type,
      scope_id: req.scope.id,
      site_id: req.siteId,
      email: req.email,
      name,
      role_id: await repo.roleIdByKey(tx, req.role),
      token_hash: token.hash,
      invited_by: req.actor.id,
      expires_at: new Date(Date.now() + INVITATION_TTL_MS),
    });
    const mail = await composeMail(tx, {
      kind: 'invitation',
      siteId: req.siteId,
      to: req.email,
      values: {
        name,
        invited_to: req.label,
        link: `${base}/accept-invitation?token=${token.plain}`,
        expires_days: String(INVITATION_TTL_MS / 86_400_000),
      },
    });
    const mailId = await recordMail(tx, mail);
    await recordAudit(tx, {
      siteId: req.siteId,
      actorId: req.actor.id,
      subject: req.scope.type,
      subjectId: req.scope.id,
      action: 'user-invited',
      details: { invitation_id: row.id, role: req.role },
    });
    return { row, mailId };
  });
  await queueMails(deps.queue, [mailId], 'urgent');
  return toInvitation(row, req.role);
}

export async function listInvitations(
  deps: AppDeps,
  reach: Reach,
  scope: InvitationScope,
  q: Parameters<typeof repo.listOpenInvitations>[3],
) {
  const { rows, count } = await repo.listOpenInvitations(deps.db, reach, scope, q);
  return { data: rows.map((r) => toInvitation(r.invitation, r.role)), meta: pageMeta(q, count) };
}

export async function revoke(deps: AppDeps, reach: Reach, scope: InvitationScope, actorId: number, id: number) {
  const siteId = reach.siteId;
  await deps.db.transaction(async (tx) => {
    const row = await repo.revokeInvitation(tx, reach, scope, id);
    if (!row) throw notFound();
    await recordAudit(tx, {
      siteId,
      actorId,
      subject: scope.type,
      subjectId: scope.id,
      action: 'invitation-revoked',
      details: { invitation_id: id },
    });
  });
}

const invalidToken = () => invalid({ token: [MESSAGES.invitationInvalid] });

/** What the holder of a live invitation token is invited to. */
export async function preview(deps: AppDeps, enterpriseId: number, token: string): Promise<InvitationPreview> {
  const row = await repo.findLiveInvitation(deps.db, hashToken(token), enterpriseId);
  if (!row) throw invalidToken();
  const user = await findUserByEmail(deps.db, enterpriseId, row.invitation.email);
  if (user?.disabled_at) throw invalidToken();
  return {
    email: row.invitation.email,
    name: row.invitation.name,
    employer: row.employer,
    role: row.role as InvitationPreview['role'],
    needs_password: !user?.password_hash,
  };
}

/**
 * Accepts an invitation: the token is used up by one conditional update before anything else,
 * then the membership is added. A new address becomes an account with the chosen password; an
 * existing account keeps its password whatever is sent. Any refusal rolls the whole change back.
 */
export async function accept(deps: AppDeps, enterpriseId: number, input: AcceptInvitation): Promise<void> {
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  await deps.db.transaction(async (tx) => {
    const invitation = await repo.consumeInvitation(tx, hashToken(input.token), enterpriseId);
    if (!invitation) throw invalidToken();
    let user = await findUserByEmail(tx, enterpriseId, invitation.email);
    if (user?.disabled_at) throw invalidToken();
    const needsPassword = !user?.password_hash;
    if (needsPassword && !passwordHash) throw invalid({ password: [MESSAGES.required] });
    if (!user && passwordHash) {
      user = await repo.insertUser(tx, {
        enterprise_id: enterpriseId,
        email: invitation.email,
        name: input.name ?? invitation.name,
        password_hash: passwordHash,
      });
    } else if (user && needsPassword && passwordHash) {
      await setPassword(tx, user.id, passwordHash);
    }
    if (!user) throw invalidToken();
    const scope = { type: invitation.scope_type, id: invitation.scope_id };
    await repo.insertMembership(tx, { user_id: user.id, scope, role_id: invitation.role_id });
    await recordAudit(tx, {
      siteId: invitation.site_id,
      actorId: user.id,
      subject: scope.type,
      subjectId: scope.id,
      action: 'user-added',
      details: { user_id: user.id, invitation_id: invitation.id },
    });
  });
}
