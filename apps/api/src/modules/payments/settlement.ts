import type { PurchaseStatus } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { CheckoutUrls } from './provider.js';

/** What payments knows of an order a provider's checkout names: enough to settle it or show it. */
export interface PayableOrder {
  id: number;
  uuid: string;
  status: PurchaseStatus;
  quantity: number;
  total_minor: number;
  currency: string;
  failure_message: string | null;
}

/** An order and the provider whose event moves it: one provider's event never moves another's order. */
export interface ProviderOrder {
  id: number;
  provider: string;
}

/**
 * What payments asks of the module that sells through it (decision 0029). Payments checks the
 * provider's word (signatures, its hosted pages); the seller owns its orders and what paying means.
 */
export interface Settlement {
  /** The order a provider's checkout reference names (no tenant: the provider's signature vouches). */
  findByRef(db: Db, provider: string, ref: string): Promise<PayableOrder | undefined>;
  /** The same, with what a hosted checkout shows: the seller's title and the portal pages to return to. */
  checkoutPage(
    db: Db,
    provider: string,
    ref: string,
  ): Promise<{ order: PayableOrder; sellerTitle: string; urls: CheckoutUrls } | undefined>;
  /** Pending → paid, with its effect, exactly once; false when there was nothing to settle. */
  settle(db: Db, order: ProviderOrder): Promise<boolean>;
  /** Pending → failed with the payer's reason; false when nothing changed. */
  fail(db: Db, order: ProviderOrder, message: string): Promise<boolean>;
}

let registered: Settlement | undefined;

/** At start-up the selling module (credits) hands payments its settlement; app.ts does it before any route. */
export function registerSettlement(settlement: Settlement): void {
  if (registered && registered !== settlement) {
    throw new Error('payments settle for one seller: a second needs its kind of order named in the checkout');
  }
  registered = settlement;
}

/** The registered settlement; none is a wiring mistake, not a payer's. */
export function settlement(): Settlement {
  if (!registered) throw new Error('no payment settlement registered (app.ts registers the credits module’s)');
  return registered;
}
