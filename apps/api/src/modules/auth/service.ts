import { MESSAGES, type Login, type LoginResult, type Me, type ResetPassword, type Token } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { invalid, tooManyAttempts } from '../../lib/http-error.js';
import { RequestBudget } from '../../lib/rate-limit.js';
import { queueMails, recordMail } from '../../mail/outbox.js';
import { composeMail } from '../mail-templates/index.js';
import type { Db } from '../../db/client.js';
import { isSiteMember, listGrants, loadTree, permissionMap } from '../access/index.js';
import { DEMO_PASSWORD } from '../../db/seed/tenants.js';
import { hashPassword, verifyPasswordEvenly } from '../../lib/passwords.js';
import * as repo from './repository.js';
import { hashToken, newToken } from './tokens.js';

/**
 * Signs in with email and password (decision 0012). Failures are counted per address from this IP,
 * per IP, and per address from every IP (a high ceiling), so a stranger guessing from elsewhere
 * cannot lock the owner out of their own IP. A refused attempt costs no verify; every other path
 * costs exactly one Argon2 verify, whether or not the address exists.
 */
export async function login(deps: AppDeps, enterpriseId: number, input: Login, ip: string): Promise<LoginResult> {
  const { db, config } = deps;
  const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
  const accountWindow = config.LOGIN_ACCOUNT_FAILURE_WINDOW_SECONDS;
  const failures = await repo.countRecentFailures(db, { email: input.email, ip }, { window, accountWindow });
  if (failures.account >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_IPS) throw tooManyAttempts(accountWindow);
  if (failures.accountIp >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT || failures.ip >= config.LOGIN_MAX_FAILURES_PER_IP) {
    throw tooManyAttempts(window);
  }
  const user = await repo.findUserByEmail(db, enterpriseId, input.email);
  const verified = await verifyPasswordEvenly(user && !user.disabled_at ? user.password_hash : null, input.password);
  // The demo's password is public: in production it opens nothing, even on seeded users (decision 0021).
  const ok = verified && !(config.PRODUCTION && input.password === DEMO_PASSWORD);
  if (!user || !ok) {
    await repo.recordFailure(db, input.email, ip);
    throw invalid({ email: [MESSAGES.invalidCredentials] });
  }
  await repo.clearFailuresFrom(db, input.email, ip);
  const token = await issueToken(db, user.id, config.TOKEN_TTL_SECONDS);
  return { ...token, me: await me(db, { ...user, enterpriseId }) };
}

export async function issueToken(
  db: Db,
  userId: number,
  ttlSeconds: number,
  extra: { parent_token_id?: number; redirect_path?: string } = {},
): Promise<Token> {
  return (await issueTokenRow(db, userId, ttlSeconds, extra)).token;
}

/** As `issueToken`, with the new token's row id (an impersonation names its child token by it). */
export async function issueTokenRow(
  db: Db,
  userId: number,
  ttlSeconds: number,
  extra: { parent_token_id?: number; redirect_path?: string } = {},
): Promise<{ id: number; token: Token }> {
  const token = newToken();
  const row = await repo.insertAccessToken(db, {
    user_id: userId,
    token_hash: token.hash,
    expires_at: new Date(Date.now() + ttlSeconds * 1000),
    ...extra,
  });
  if (!row) throw new Error('token insert failed');
  return { id: row.id, token: { access_token: token.plain, token_type: 'Bearer', expires_in: ttlSeconds } };
}

/**
 * Ends this token only. An impersonation token answers the path its exit returns to (decision
 * 0052); the parent token, kept by the client, is untouched.
 */
export async function logout(db: Db, user: { tokenId: number; parentTokenId: number | null }): Promise<string | null> {
  const impersonation = user.parentTokenId == null ? undefined : await repo.findImpersonation(db, user.tokenId);
  await repo.revokeToken(db, user.tokenId);
  return impersonation?.redirect_path ?? null;
}

/** The signed-in user with every permission list and the account → site → employer tree. */
export async function me(
  db: Db,
  user: { id: number; enterpriseId: number; email: string; name: string; avatar: string | null },
  /** The token asking, when it may be an impersonation token: `impersonator` names who is behind it. */
  token?: { tokenId: number; parentTokenId: number | null },
): Promise<Me> {
  const impersonator = token?.parentTokenId == null ? null : await repo.findImpersonation(db, token.tokenId);
  const grants = await listGrants(db, user.id, user.enterpriseId);
  const { accountRows, siteRows, employerRows } = await loadTree(db, {
    accountIds: [...new Set(grants.map((g) => g.account_id))],
    wholeAccountIds: grants.filter((g) => g.scope_type === 'account').map((g) => g.account_id),
    siteIds: grants.flatMap((g) => (g.site_id == null ? [] : [g.site_id])),
    employerIds: grants.flatMap((g) => (g.employer_id == null ? [] : [g.employer_id])),
  });
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    permissions: permissionMap(grants),
    accounts: accountRows.map((account) => ({
      ...account,
      sites: siteRows
        .filter((site) => site.account_id === account.id)
        .map((site) => ({
          id: site.id,
          name: site.name,
          title: site.title,
          employers: employerRows.filter((e) => e.site_id === site.id).map(({ id, name }) => ({ id, name })),
        })),
    })),
    impersonator: impersonator ?? null,
  };
}

/**
 * Counts a forgot-password request per client (`ip`: a `clientKey`) and then per address: over
 * either limit is a 429, known address or not. In that order (decision 0061): a client over its own
 * limit never spends the address's budget, which its owner shares with everyone who types it.
 */
export async function limitForgotPassword(deps: AppDeps, email: string, ip: string): Promise<void> {
  const { config } = deps;
  const windowSeconds = config.FORGOT_PASSWORD_WINDOW_SECONDS;
  const budget = await RequestBudget.own(deps.db, [
    { bucket: 'forgot-password:ip', key: ip, max: config.FORGOT_PASSWORD_MAX_PER_IP, windowSeconds },
  ]);
  await budget.shared([
    {
      bucket: 'forgot-password:address',
      key: email.toLowerCase(),
      max: config.FORGOT_PASSWORD_MAX_PER_ADDRESS,
      windowSeconds,
    },
  ]);
}

export interface ResetLinkJob {
  enterpriseId: number;
  email: string;
  baseUrl: string;
  /**
   * The site whose domain the request came from (decision 0012), whose wording the mail takes; none
   * for a host of no site (the portal's own address: default wording, PUBLIC_URL).
   */
  siteId?: number | null;
}

/**
 * Leaves the look-up to the auth.reset-link job, so the answer costs the same for every address
 * (known, unknown, invited or disabled) and its time tells nothing.
 */
export async function queueResetLink(deps: AppDeps, job: ResetLinkJob): Promise<void> {
  await deps.queue.send('auth.reset-link', job);
}

/**
 * The auth.reset-link job: for an enabled user, ends their unused reset tokens and records a new one
 * with its mail in one transaction (the user's row locked, so one token is live at a time), then
 * queues the mail. An unknown or disabled address gets nothing, and so does a user asking through
 * the domain of a site they do not belong to (decision 0020): a site's wording and brand never
 * carry another tenant's token. The answer was given before this ran, the same for every case.
 */
export async function sendResetLink(deps: AppDeps, job: ResetLinkJob): Promise<void> {
  const mailId = await deps.db.transaction(async (tx) => {
    const found = await repo.lockUserByEmail(tx, job.enterpriseId, job.email);
    if (!found || found.disabled_at) return undefined;
    if (job.siteId != null && !(await isSiteMember(tx, found.id, job.siteId))) return undefined;
    const link = await issueResetLink(tx, deps.config, found, job.baseUrl);
    const mail = await composeMail(tx, {
      kind: 'password_reset',
      siteId: job.siteId ?? null,
      to: found.email,
      values: {
        name: found.name,
        email: found.email,
        link,
        expires_minutes: String(deps.config.RESET_TOKEN_TTL_MINUTES),
      },
    });
    return recordMail(tx, mail);
  });
  if (mailId !== undefined) await queueMails(deps.queue, [mailId], 'urgent');
}

/**
 * Ends the user's unused reset tokens and records a new single-use one (RESET_TOKEN_TTL_MINUTES);
 * returns the link that carries it. The forgot-password job mails it, `npm run create-account` prints it.
 */
export async function issueResetLink(
  tx: Db,
  config: AppDeps['config'],
  user: { id: number; email: string },
  baseUrl: string,
): Promise<string> {
  await repo.markResetTokensUsed(tx, user.id);
  const token = newToken();
  await repo.insertResetToken(tx, {
    user_id: user.id,
    token_hash: token.hash,
    expires_at: new Date(Date.now() + config.RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  return `${baseUrl}/reset-password?token=${token.plain}&email=${encodeURIComponent(user.email)}`;
}

/**
 * Sets a new password from a live reset token; every session of the user is ended. The token is
 * consumed first, by one conditional update in the transaction that sets the password, so of
 * concurrent uses exactly one succeeds; a mismatch rolls back and leaves the token live.
 */
export async function resetPassword(deps: AppDeps, enterpriseId: number, input: ResetPassword): Promise<void> {
  // Hashed before the transaction, so the token's row is not held while Argon2 runs.
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const token = await repo.consumeResetToken(tx, hashToken(input.token));
    const user = token ? await repo.findUserById(tx, token.user_id) : undefined;
    if (!user || user.disabled_at || user.enterprise_id !== enterpriseId || user.email !== input.email) {
      throw invalid({ email: [MESSAGES.resetTokenInvalid] });
    }
    await repo.setPassword(tx, user.id, passwordHash);
    await repo.markResetTokensUsed(tx, user.id);
    await repo.revokeUserTokens(tx, user.id);
    // The owner proved control of the mailbox and the old password is gone: sign-in opens again.
    await repo.clearFailures(tx, user.email);
  });
}
