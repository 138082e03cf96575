import { MESSAGES, type ChangePassword } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { forbidden, invalid, tooManyAttempts } from '../../lib/http-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { countHits, insertHits } from '../../lib/rate-limit-repository.js';
import { setPassword } from '../auth/index.js';
import { auditAccount, type AccountActor } from './audit.js';
import * as repo from './repository.js';

const FAILURES = 'change-password:user';

/**
 * Changes the signed-in user's password (decision 0053). Wrong current passwords are counted per
 * user as sign-in counts them per address (LOGIN_MAX_FAILURES_PER_ACCOUNT within
 * LOGIN_FAILURE_WINDOW_SECONDS, then 429), so a stolen session cannot guess its way to the
 * password. On success every other session of the user ends, with the impersonations opened
 * from them; this one stays. A password is its owner's: refused while impersonating.
 */
export async function changePassword(deps: AppDeps, actor: AccountActor, input: ChangePassword) {
  const { db, config } = deps;
  const { user } = actor;
  if (user.parentTokenId !== null) throw forbidden(MESSAGES.passwordOwnerOnly);
  const key = String(user.id);
  const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
  if ((await countHits(db, FAILURES, key, window)) >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT) {
    throw tooManyAttempts(window);
  }
  const account = await repo.findAccount(db, user.id);
  if (!account || !(await verifyPassword(account.password_hash, input.current_password))) {
    await insertHits(db, [{ bucket: FAILURES, key }]);
    throw invalid({ current_password: [MESSAGES.currentPasswordWrong] });
  }
  // Hashed before the transaction, so the user's row is not held while Argon2 runs.
  const passwordHash = await hashPassword(input.password);
  const signedOut = await db.transaction(async (tx) => {
    const locked = await repo.lockAccount(tx, user.id);
    // Changed by a concurrent request since it was verified: the current password is no longer this one.
    if (!locked || locked.password_hash !== account.password_hash) {
      throw invalid({ current_password: [MESSAGES.currentPasswordWrong] });
    }
    await setPassword(tx, user.id, passwordHash);
    const ended = await repo.revokeOtherTokens(tx, user.id, user.tokenId);
    await auditAccount(tx, actor, 'password_changed', { signed_out_sessions: ended });
    return ended;
  });
  return { message: MESSAGES.passwordChanged, data: { signed_out_sessions: signedOut } };
}
