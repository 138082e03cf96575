import { MESSAGES, type SeekerResetPassword } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { conflict, invalid, notFound } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { hitRateLimits } from '../../lib/rate-limit.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { queueMails, recordMail } from '../../mail/outbox.js';
import { auditFor } from '../audit/index.js';
import { hashToken, newToken } from '../auth/index.js';
import { siteLinkBase } from '../branding/index.js';
import { releaseFiles } from '../files/index.js';
import { composeMail } from '../mail-templates/index.js';
import { filesOfSeeker, releaseApplicationCounts } from './applications-repository.js';
import * as passwords from './password-repository.js';
import { deleteSeekerRow, lockSeeker } from './repository.js';

const audit = auditFor('seeker');

/**
 * Deletes a seeker for good: the row, their applications (each job's count drops by one), their
 * documents and tags, then their files from storage once that is committed. The audit keeps an
 * anonymised row: the uuid, the status and how many applications went, never the name or email.
 */
export async function deleteSeeker(ctx: ResourceContext, uuid: string): Promise<void> {
  const fileIds = await ctx.deps.db.transaction(async (tx) => {
    const seeker = await lockSeeker(tx, ctx.reach, uuid.toLowerCase());
    if (!seeker) throw notFound();
    const ids = await filesOfSeeker(tx, seeker.id);
    await releaseApplicationCounts(tx, seeker.id);
    await deleteSeekerRow(tx, seeker.id);
    await audit(tx, ctx, seeker.uuid, 'deleted', {
      status: seeker.status,
      applications: seeker.applications_count,
    });
    return ids;
  });
  await releaseFiles(ctx.deps, fileIds);
}

/** Where a candidate sets a new password on their site (decision 0047): the token rides in the query. */
export const SEEKER_RESET_PATH = '/candidate/reset-password';

/**
 * Mails the seeker a single-use reset link on the site's primary domain (never a request header),
 * through the outbox; earlier unused links end. A disabled seeker is a 409: they can no longer sign in.
 */
export async function sendSeekerResetLink(ctx: ResourceContext, uuid: string): Promise<void> {
  const { deps, reach } = ctx;
  const { FORGOT_PASSWORD_MAX_PER_ADDRESS, FORGOT_PASSWORD_WINDOW_SECONDS, INVITATIONS_MAX_PER_USER } = deps.config;
  // Mail-sending requests are limited per target (decision 0012): the seeker's inbox, then the sender.
  await hitRateLimits(deps.db, [
    {
      bucket: 'seeker-reset:seeker',
      key: `${reach.siteId}:${uuid.toLowerCase()}`,
      max: FORGOT_PASSWORD_MAX_PER_ADDRESS,
      windowSeconds: FORGOT_PASSWORD_WINDOW_SECONDS,
    },
    {
      bucket: 'seeker-reset:user',
      key: String(ctx.user.id),
      max: INVITATIONS_MAX_PER_USER,
      windowSeconds: FORGOT_PASSWORD_WINDOW_SECONDS,
    },
  ]);
  const base = await siteLinkBase(deps, reach.siteId);
  const ttl = deps.config.RESET_TOKEN_TTL_MINUTES;
  const mailId = await deps.db.transaction(async (tx) => {
    const seeker = await lockSeeker(tx, reach, uuid.toLowerCase());
    if (!seeker) throw notFound();
    if (seeker.status === 'disabled') throw conflict(MESSAGES.statusConflict);
    await passwords.endSeekerTokens(tx, seeker.id);
    const token = newToken();
    await passwords.insertSeekerToken(tx, {
      seeker_id: seeker.id,
      token_hash: token.hash,
      expires_at: new Date(Date.now() + ttl * 60_000),
    });
    const mail = await composeMail(tx, {
      kind: 'seeker_password_reset',
      siteId: reach.siteId,
      to: seeker.email,
      values: {
        name: seeker.name,
        email: seeker.email,
        link: `${base}${SEEKER_RESET_PATH}?token=${token.plain}`,
        expires_minutes: String(ttl),
      },
    });
    await audit(tx, ctx, seeker.uuid, 'password_reset_sent');
    return recordMail(tx, mail);
  });
  await queueMails(deps.queue, [mailId], 'urgent');
}

/** Tries per client address per window on the public reset (a token is 256 bits: this only stops noise). */
const RESET_LIMIT = { max: 20, windowSeconds: 900 };

/**
 * The public side: sets the password of the seeker whose live token this is, on the site the
 * domain names. The token is consumed in the transaction that sets the password, so it works once;
 * a used, expired, foreign or disabled seeker's token is a 422 on `token`.
 */
export async function resetSeekerPassword(
  deps: AppDeps,
  request: { enterpriseId: number; domain: string; ip: string },
  input: SeekerResetPassword,
): Promise<void> {
  await hitRateLimits(deps.db, [{ bucket: 'seeker-reset:ip', key: request.ip, ...RESET_LIMIT }]);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const seekerId = await passwords.consumeSeekerToken(tx, {
      tokenHash: hashToken(input.token),
      domain: request.domain,
      enterpriseId: request.enterpriseId,
    });
    if (seekerId === undefined) throw invalid({ token: [MESSAGES.resetTokenInvalid] });
    await passwords.setSeekerPassword(tx, seekerId, passwordHash);
    await passwords.endSeekerTokens(tx, seekerId);
  });
}
