import type { CreditLedgerEntry, CreditPurchase } from '@portal/contract';
import type { LedgerRecord } from './repository.js';
import type { PurchaseRecord } from './purchase-repository.js';

const personOf = (p: { id: number | null; name: string | null } | null) =>
  p && p.id != null && p.name != null ? { id: p.id, name: p.name } : null;

/** The API shape of a ledger entry with the people who moved the credits. */
export function toLedgerEntry(row: LedgerRecord): CreditLedgerEntry {
  const { entry } = row;
  return {
    uuid: entry.uuid,
    created_at: entry.created_at.toISOString(),
    delta: entry.delta,
    kind: entry.kind,
    reason: entry.reason,
    job_uuid: entry.job_uuid,
    balance_after: entry.balance_after,
    user: personOf(row.user),
    impersonator: personOf(row.impersonator),
  };
}

/** The API shape of a purchase. */
export function toPurchase({ purchase: p, employer }: PurchaseRecord): CreditPurchase {
  return {
    uuid: p.uuid,
    status: p.status,
    employer,
    quantity: p.quantity,
    unit_price_minor: p.unit_price_minor,
    percent_off: p.percent_off,
    cost_per_credit_minor: p.cost_per_credit_minor,
    subtotal_minor: p.subtotal_minor,
    discount_minor: p.discount_minor,
    total_minor: p.total_minor,
    currency: p.currency,
    provider: p.provider,
    failure_message: p.failure_message,
    created_at: p.created_at.toISOString(),
    paid_at: p.paid_at?.toISOString() ?? null,
  };
}
