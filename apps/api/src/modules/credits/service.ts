import { MESSAGES, type CreditLedgerListQuery, type GrantCredits } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { conflict, invalid, notFound } from '../../lib/http-error.js';
import type { Reach } from '../access/index.js';
import { recordAudit } from '../audit/index.js';
import { findCreditPrice } from './pricing-repository.js';
import { toLedgerEntry } from './presenter.js';
import * as repo from './repository.js';

/** Who moves credits: the signed-in user, and the staff member impersonating them if any. */
export interface Actor {
  /** null: a user since deleted, whose payment settles after they left. */
  userId: number | null;
  impersonatorId: number | null;
}

export async function actorOf(db: Db, user: { id: number; parentTokenId: number | null }): Promise<Actor> {
  return { userId: user.id, impersonatorId: await repo.impersonatorOf(db, user.parentTokenId) };
}

/** The employer of the reach, or 404 (another site's, or another employer than a member's own). */
export async function employerInReach(db: Db, reach: Reach, employerId: number) {
  const employer = await repo.findEmployerInReach(db, reach, employerId);
  if (!employer) throw notFound();
  return employer;
}

export async function getBalance(deps: AppDeps, reach: Reach, employerId: number) {
  const employer = await employerInReach(deps.db, reach, employerId);
  const [balance, price] = await Promise.all([
    repo.findBalance(deps.db, reach.siteId, employer.id),
    findCreditPrice(deps.db, reach.siteId),
  ]);
  return { employer, balance, currency: price.currency, unit_price_minor: price.unit_price_minor };
}

export async function listLedger(deps: AppDeps, reach: Reach, employerId: number, q: CreditLedgerListQuery) {
  const employer = await employerInReach(deps.db, reach, employerId);
  if (q.filter.from && q.filter.to && q.filter.from > q.filter.to) {
    throw invalid({ 'filter.to': [MESSAGES.invalid] });
  }
  return repo.ledgerRows.pageOf(deps.db, { siteId: reach.siteId, employerId: employer.id }, q, toLedgerEntry);
}

/**
 * Staff add or take away credits with a reason, as a new ledger entry (a correction is never an
 * edit). A revoke that would take the balance below zero is a 422 on `amount`.
 */
export async function grantCredits(deps: AppDeps, reach: Reach, employerId: number, actor: Actor, input: GrantCredits) {
  const employer = await employerInReach(deps.db, reach, employerId);
  const revoke = input.direction === 'revoke';
  const moved = await deps.db.transaction(async (tx) => {
    const result = await repo.moveCredits(tx, {
      siteId: reach.siteId,
      employerId: employer.id,
      delta: revoke ? -input.amount : input.amount,
      kind: revoke ? 'revoke' : 'grant',
      reason: input.reason,
      userId: actor.userId,
      impersonatorId: actor.impersonatorId,
    });
    if (!result) return undefined;
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId: actor.userId,
      subject: 'credits',
      subjectId: employer.id,
      action: input.direction,
      details: { amount: input.amount, reason: input.reason, balance: result.balance },
    });
    return result;
  });
  if (!moved) throw invalid({ amount: [MESSAGES.revokeExceedsBalance] });
  const record = await repo.findLedgerRecord(deps.db, moved.entry.id);
  if (!record) throw new Error('ledger entry vanished');
  return { balance: moved.balance, entry: toLedgerEntry(record) };
}

export interface Spend {
  siteId: number;
  employerId: number;
  /** Credits the posting costs (its product's `credit_cost`); 0 spends nothing. */
  amount: number;
  jobUuid: string | null;
  reason?: string | null;
  actor: Actor;
}

/**
 * Spends credits for a job, in one transaction that can never take the balance below zero under
 * any concurrency (repository `moveCredits`). Run it inside the transaction that posts the job, so
 * both happen or neither. Not enough credits is the spec's 409.
 */
export async function spendCredits(db: Db, spend: Spend) {
  if (spend.amount === 0) return { balance: await repo.findBalance(db, spend.siteId, spend.employerId) };
  const moved = await repo.moveCredits(db, {
    siteId: spend.siteId,
    employerId: spend.employerId,
    delta: -spend.amount,
    kind: 'spend',
    reason: spend.reason ?? null,
    jobUuid: spend.jobUuid,
    userId: spend.actor.userId,
    impersonatorId: spend.actor.impersonatorId,
  });
  if (!moved) throw conflict(MESSAGES.notEnoughCredits);
  return { balance: moved.balance, entry: moved.entry };
}
