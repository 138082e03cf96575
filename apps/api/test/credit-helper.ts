import net from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { creditBalances, creditPurchases } from '../src/db/schema/index.js';
import type { TestApp } from './helper.js';

/** A port nobody listens on, for a test app that must receive its own HTTP calls (webhooks). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls until `check` answers something truthy (a queued job ran), or fails after `ms`. */
export async function waitFor<T>(check: () => Promise<T | undefined | null | false>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The balance row and the ledger's sum for an employer: they must always agree. */
export async function balanceAndLedgerSum(t: TestApp, employerId: number) {
  const [row] = await t.deps.db
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.employer_id, employerId));
  const [sum] = await queryRows<{ total: number; entries: number }>(
    t.deps.db,
    sql`select coalesce(sum(delta), 0)::int as total, count(*)::int as entries from credit_ledger where employer_id = ${employerId}`,
  );
  return { balance: row?.balance ?? 0, sum: Number(sum?.total ?? 0), entries: Number(sum?.entries ?? 0) };
}

export async function purchaseRow(t: TestApp, uuid: string) {
  const [row] = await t.deps.db
    .select()
    .from(creditPurchases)
    .where(and(eq(creditPurchases.uuid, uuid)));
  if (!row) throw new Error(`no purchase ${uuid}`);
  return row;
}

/** The path and query of an absolute URL the API answered (the test injects it). */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
