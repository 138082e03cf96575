import type { Db } from '../../db/client.js';
import type { PurchaseRow } from './purchase-repository.js';

/** A purchase just paid, as the modules that sell through credits need it (decision 0057). */
export type PaidPurchase = Pick<PurchaseRow, 'id' | 'uuid' | 'site_id' | 'employer_id' | 'user_id' | 'impersonator_id'>;

/** What another module does when a purchase is paid, inside the settling transaction, after the credits. */
export type PurchasePaidHook = (tx: Db, purchase: PaidPurchase) => Promise<void>;

const hooks: PurchasePaidHook[] = [];

/**
 * At start-up a module that sells through credits (jobs, for a posting paid by direct payment)
 * registers what paying means for its own orders; credits never imports it (decision 0029).
 */
export function onPurchasePaid(hook: PurchasePaidHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runPurchasePaidHooks(tx: Db, purchase: PaidPurchase): Promise<void> {
  for (const hook of hooks) await hook(tx, purchase);
}
