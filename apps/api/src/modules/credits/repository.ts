import { aliasedTable, and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { CreditLedgerListQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { equalsWhenGiven } from '../../db/list-query.js';
import {
  accessTokens,
  creditBalances,
  creditLedger,
  employers,
  users,
  type LedgerKind,
} from '../../db/schema/index.js';
import { personOf } from '../../lib/resource/people-repository.js';
import { scopedRepository } from '../../lib/resource/scoped-repository.js';
import type { Reach } from '../access/index.js';

/** An employer of the reach's site (and the reach's own employer when it is one), or undefined. */
export async function findEmployerInReach(db: Db, reach: Reach, employerId: number) {
  if (reach.employerId != null && reach.employerId !== employerId) return undefined;
  const [row] = await db
    .select({ id: employers.id, name: employers.business_name })
    .from(employers)
    .where(and(eq(employers.id, employerId), eq(employers.site_id, reach.siteId)));
  return row;
}

/** The employer's balance (0 before its first entry). */
export async function findBalance(db: Db, siteId: number, employerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(and(eq(creditBalances.employer_id, employerId), eq(creditBalances.site_id, siteId)));
  return row?.balance ?? 0;
}

export interface CreditMove {
  siteId: number;
  employerId: number;
  /** Positive adds credits (purchase, grant), negative takes them (spend, revoke); never 0. */
  delta: number;
  kind: LedgerKind;
  reason?: string | null;
  jobUuid?: string | null;
  purchaseId?: number | null;
  userId: number | null;
  impersonatorId?: number | null;
}

export type LedgerRow = typeof creditLedger.$inferSelect;

/**
 * The one way credits move (decision 0018): the balance changes by a conditional upsert that can
 * never go below zero, then the ledger entry records the balance after it, in one transaction.
 * For a negative delta the conditional UPDATE holds the balance row's lock until commit, so
 * concurrent spends queue on it and each sees the balance the one before left. Undefined when
 * the balance is too low (nothing written).
 */
export async function moveCredits(
  db: Db,
  move: CreditMove,
): Promise<{ balance: number; entry: LedgerRow } | undefined> {
  return db.transaction(async (tx) => {
    const [row] =
      move.delta > 0
        ? await tx
            .insert(creditBalances)
            .values({ employer_id: move.employerId, site_id: move.siteId, balance: move.delta })
            .onConflictDoUpdate({
              target: creditBalances.employer_id,
              set: { balance: sql`${creditBalances.balance} + excluded.balance`, updated_at: sql`now()` },
              setWhere: sql`${creditBalances.site_id} = excluded.site_id`,
            })
            .returning({ balance: creditBalances.balance })
        : await tx
            .update(creditBalances)
            .set({ balance: sql`${creditBalances.balance} + ${move.delta}`, updated_at: sql`now()` })
            .where(
              and(
                eq(creditBalances.employer_id, move.employerId),
                eq(creditBalances.site_id, move.siteId),
                gte(sql`${creditBalances.balance} + ${move.delta}`, 0),
              ),
            )
            .returning({ balance: creditBalances.balance });
    if (!row) return undefined;
    const [entry] = await tx
      .insert(creditLedger)
      .values({
        site_id: move.siteId,
        employer_id: move.employerId,
        delta: move.delta,
        kind: move.kind,
        reason: move.reason ?? null,
        job_uuid: move.jobUuid ?? null,
        purchase_id: move.purchaseId ?? null,
        user_id: move.userId,
        impersonator_id: move.impersonatorId ?? null,
        balance_after: row.balance,
      })
      .returning();
    if (!entry) throw new Error('ledger insert failed');
    return { balance: row.balance, entry };
  });
}

/** The staff member behind an impersonation token (its parent token's user), if any. */
export async function impersonatorOf(db: Db, parentTokenId: number | null): Promise<number | null> {
  if (parentTokenId == null) return null;
  const [row] = await db
    .select({ userId: accessTokens.user_id })
    .from(accessTokens)
    .where(eq(accessTokens.id, parentTokenId));
  return row?.userId ?? null;
}

/** `from`/`to` are UTC calendar days, both inclusive. */
const startOfDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;
const startOfNextDay = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;

const actor = aliasedTable(users, 'actor');
const impersonator = aliasedTable(users, 'impersonator');

const withPeople = (db: Db) =>
  db
    .select({
      entry: creditLedger,
      user: personOf(actor),
      impersonator: personOf(impersonator),
    })
    .from(creditLedger)
    .leftJoin(actor, eq(actor.id, creditLedger.user_id))
    .leftJoin(impersonator, eq(impersonator.id, creditLedger.impersonator_id));

/** Whose ledger: one employer of one site. */
export interface LedgerScope {
  siteId: number;
  employerId: number;
}

/** An employer's ledger, newest first by default, each entry with the people who moved the credits. */
export const ledgerRows = scopedRepository({
  table: creditLedger,
  key: creditLedger.uuid,
  scope: (s: LedgerScope) => and(eq(creditLedger.employer_id, s.employerId), eq(creditLedger.site_id, s.siteId)) as SQL,
  owner: (s: LedgerScope) => ({ site_id: s.siteId, employer_id: s.employerId }),
  record: (db: Db) => withPeople(db).$dynamic(),
  list: {
    search: [creditLedger.reason],
    filters: ({ kind, from, to }: CreditLedgerListQuery['filter']) => [
      equalsWhenGiven(creditLedger.kind, kind),
      from ? gte(creditLedger.created_at, startOfDay(from)) : undefined,
      to ? lt(creditLedger.created_at, startOfNextDay(to)) : undefined,
    ],
    sorts: { created_at: creditLedger.created_at },
    defaultSort: '-created_at' as NonNullable<CreditLedgerListQuery['sort']>,
  },
});

export type LedgerRecord = Awaited<ReturnType<ReturnType<typeof withPeople>['execute']>>[number];

/** One entry with its people, by id (the answer of a grant). */
export async function findLedgerRecord(db: Db, id: number): Promise<LedgerRecord | undefined> {
  const [row] = await withPeople(db).where(eq(creditLedger.id, id));
  return row;
}
