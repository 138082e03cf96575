import type { PayableOrder, Settlement } from '../payments/index.js';
import { findSiteTitle, type PurchaseRow } from './purchase-repository.js';
import { failPurchase, portalUrls, purchaseByRef, settlePurchase } from './purchase-service.js';

const toOrder = (purchase: PurchaseRow): PayableOrder => ({
  id: purchase.id,
  uuid: purchase.uuid,
  status: purchase.status,
  quantity: purchase.quantity,
  total_minor: purchase.total_minor,
  currency: purchase.currency,
  failure_message: purchase.failure_message,
});

/**
 * How credits sell through payments (decision 0029): a paid purchase adds its credits to the
 * employer's ledger once. The app registers it with payments at start-up; payments never imports credits.
 */
export const creditPurchaseSettlement: Settlement = {
  async findByRef(db, provider, ref) {
    const row = await purchaseByRef(db, provider, ref);
    return row && toOrder(row.purchase);
  },
  async checkoutPage(db, provider, ref) {
    const row = await purchaseByRef(db, provider, ref);
    if (!row) return undefined;
    const { purchase } = row;
    const urls = await portalUrls(db, purchase);
    return { order: toOrder(purchase), sellerTitle: (await findSiteTitle(db, purchase.site_id)) ?? '', urls };
  },
  settle: settlePurchase,
  fail: failPurchase,
};
