import type { Db } from '../../db/client.js';
import { creditLedger } from '../../db/schema/index.js';
import { findBalance } from './repository.js';
import type { Spend } from './service.js';

/**
 * A job staff published without payment (decision 0038): a `waived` ledger entry of zero credits
 * naming the job, so the employer's ledger shows every posting however it was paid. Run it inside
 * the transaction that publishes the job.
 */
export async function recordWaivedPosting(db: Db, posting: Omit<Spend, 'amount'>) {
  const balance = await findBalance(db, posting.siteId, posting.employerId);
  await db.insert(creditLedger).values({
    site_id: posting.siteId,
    employer_id: posting.employerId,
    delta: 0,
    kind: 'waived',
    reason: posting.reason ?? null,
    job_uuid: posting.jobUuid,
    user_id: posting.actor.userId,
    impersonator_id: posting.actor.impersonatorId,
    balance_after: balance,
  });
}
