import { MESSAGES, priceOfPost } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { HttpError, invalid, notFound } from '../../lib/http-error.js';
import { tenantRight, type Reach } from '../access/index.js';
import { recordAudit } from '../audit/index.js';
import { notifyUsers } from '../notifications/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { paymentProvider, type CheckoutUrls } from '../payments/index.js';
import { findCreditPrice } from './pricing-repository.js';
import { priceOnSite } from './pricing-service.js';
import { toPurchase } from './presenter.js';
import * as purchases from './purchase-repository.js';
import { runPurchasePaidHooks } from './purchase-hooks.js';
import { findBalance, moveCredits } from './repository.js';
import { employerInReach, type Actor } from './service.js';

type ReturnTo = Pick<purchases.PurchaseRow, 'site_id' | 'return_base' | 'return_path' | 'uuid'>;

/**
 * The portal pages a payment returns to, on the origin the payer bought from: the credits' own
 * pages, or the page of what the credits pay for (a job's, `?payment=` naming the purchase).
 */
export async function portalUrls(db: Db, purchase: ReturnTo): Promise<CheckoutUrls> {
  const path = await purchases.findSitePath(db, purchase.site_id);
  if (!path) throw notFound();
  const base = purchase.return_base;
  const site = `${base}/${encodeURIComponent(path.account)}/${encodeURIComponent(path.site)}`;
  if (purchase.return_path) {
    const page = `${site}/${purchase.return_path}`;
    return { base, success: `${page}?payment=${purchase.uuid}`, cancel: page };
  }
  return {
    base,
    success: `${site}/credit-system/payment-success?purchase=${purchase.uuid}`,
    cancel: `${site}/credit-system/create`,
  };
}

export interface NewPurchaseRequest {
  quantity: number;
  idempotencyKey: string;
  /** The stored domain's base the request came through (branding/links.ts `hostLink`). */
  returnBase: string;
  /** A site page (`jobs/{uuid}`) to return to instead of the credits' pages: the credits pay for it. */
  returnPath?: string;
  /** A product's own price (`priceOfPost`): the credit of one post at that price, no tiers (decision 0068). */
  productPriceMinor?: number;
  /** Ties the purchase to what it pays for before it can be paid; called again on a replay (idempotent). */
  link?: (db: Db, purchaseId: number) => Promise<void>;
}

/**
 * Buys credits for the employer: priced here (never a client's price), recorded once per
 * idempotency key, then sent to the provider's checkout. A replay of the key answers the first
 * purchase (`created` false); the same key for another quantity is a 422. A total of zero (a 100 %
 * tier, a free unit price) is settled at once without a provider.
 */
export async function createPurchase(
  deps: AppDeps,
  reach: Reach,
  employerId: number,
  actor: Actor,
  input: NewPurchaseRequest,
) {
  const employer = await employerInReach(deps.db, reach, employerId);
  const price =
    input.productPriceMinor === undefined
      ? await priceOnSite(deps.db, reach.siteId, input.quantity)
      : priceOfPost({
          price_minor: input.productPriceMinor,
          currency: (await findCreditPrice(deps.db, reach.siteId)).currency,
        });
  const provider = paymentProvider(deps.config);
  // No provider configured (PAYMENT_PROVIDER=none): buying is off, nothing is recorded (decision 0021).
  if (!provider) throw new HttpError(503, MESSAGES.purchasesOff);
  const free = price.total_minor === 0;
  const { record, created } = await purchases.insertOrFindPurchase(deps.db, {
    site_id: reach.siteId,
    employer_id: employer.id,
    user_id: actor.userId,
    impersonator_id: actor.impersonatorId,
    quantity: price.quantity,
    unit_price_minor: price.unit_price_minor,
    percent_off: price.percent_off,
    cost_per_credit_minor: price.cost_per_credit_minor,
    subtotal_minor: price.subtotal_minor,
    discount_minor: price.discount_minor,
    total_minor: price.total_minor,
    currency: price.currency,
    provider: free ? 'free' : provider.name,
    return_base: input.returnBase,
    return_path: input.returnPath ?? null,
    idempotency_key: input.idempotencyKey,
  });
  const { purchase } = record;
  if (!created && purchase.quantity !== input.quantity) {
    throw invalid({ 'idempotency-key': [MESSAGES.idempotencyKeyReused] });
  }
  if (input.link) await input.link(deps.db, purchase.id);
  const urls = await portalUrls(deps.db, purchase);
  if (purchase.provider === 'free') {
    if (created) await settlePurchase(deps.db, purchase);
  } else if (!purchase.checkout_url) {
    await openCheckout(deps, purchase, urls);
  }
  const fresh = await purchases.findPurchase(deps.db, reach, employer.id, purchase.uuid);
  const checkoutUrl = purchase.provider === 'free' ? urls.success : fresh?.purchase.checkout_url;
  if (!fresh || !checkoutUrl) throw new HttpError(503, MESSAGES.paymentUnavailable);
  return { purchase: toPurchase(fresh), checkout_url: checkoutUrl, created };
}

/** Asks the provider for a checkout; a provider that cannot be reached leaves the purchase to a retry. */
async function openCheckout(deps: AppDeps, purchase: purchases.PurchaseRow, urls: CheckoutUrls) {
  const path = await purchases.findSitePath(deps.db, purchase.site_id);
  // A purchase begun with another provider (the setting changed since) is never sent to this one.
  const provider = paymentProvider(deps.config);
  if (provider?.name !== purchase.provider) throw new HttpError(503, MESSAGES.paymentUnavailable);
  try {
    const { ref, url } = await provider.createCheckout(
      {
        uuid: purchase.uuid,
        quantity: purchase.quantity,
        cost_per_credit_minor: purchase.cost_per_credit_minor,
        total_minor: purchase.total_minor,
        currency: purchase.currency,
        siteTitle: path?.title ?? '',
      },
      urls,
    );
    await purchases.setCheckout(deps.db, purchase.id, ref, url);
  } catch (error) {
    console.error('[payments] checkout failed:', error instanceof Error ? error.message : error);
    throw new HttpError(503, MESSAGES.paymentUnavailable);
  }
}

async function presentPurchase(db: Db, reach: Reach, uuid: string, employerId: number | null = null) {
  const row = await purchases.findPurchase(db, reach, employerId, uuid);
  if (!row) throw notFound();
  return { purchase: toPurchase(row), balance: await findBalance(db, row.purchase.site_id, row.purchase.employer_id) };
}

/**
 * A purchase and its employer's current balance (the payment success page polls it). Staff reach
 * every purchase of the site; an employer's member only its own; a selected employer narrows both.
 */
export async function getPurchase(deps: AppDeps, reach: Reach, selectedEmployerId: number | null, uuid: string) {
  return presentPurchase(deps.db, reach, uuid, reach.employerId ?? selectedEmployerId);
}

/**
 * Settles a paid purchase exactly once: pending → paid and the credits, in one transaction. A
 * replayed or concurrent event finds it paid already and does nothing; the ledger's unique
 * `purchase_id` is the second guard. False when there was nothing to settle.
 */
export async function settlePurchase(db: Db, purchase: purchases.ProviderPurchase): Promise<boolean> {
  return db.transaction(async (tx) => {
    const paid = await purchases.markPaid(tx, purchase);
    if (!paid) return false;
    const moved = await moveCredits(tx, {
      siteId: paid.site_id,
      employerId: paid.employer_id,
      delta: paid.quantity,
      kind: 'purchase',
      reason: null,
      purchaseId: paid.id,
      userId: paid.user_id,
      impersonatorId: paid.impersonator_id,
    });
    if (!moved) throw new Error('a purchase could not be credited');
    // Who bought, as whom: the purchase's own people, not the provider's request that settles it.
    await recordAudit(tx, {
      siteId: paid.site_id,
      actorId: paid.user_id,
      impersonatorId: paid.impersonator_id,
      subject: 'credits',
      subjectId: paid.employer_id,
      action: 'purchased',
      details: { purchase: paid.uuid, quantity: paid.quantity, total_minor: paid.total_minor, currency: paid.currency },
    });
    await runPurchasePaidHooks(tx, paid);
    await emitWebhookEvent(tx, {
      siteId: paid.site_id,
      event: 'credits.purchased',
      subject: { type: 'credits', key: paid.employer_id },
      data: {
        purchase: {
          uuid: paid.uuid,
          employer_id: paid.employer_id,
          quantity: paid.quantity,
          total_minor: paid.total_minor,
          currency: paid.currency,
        },
      },
    });
    await notifyUsers(tx, {
      scope: { siteId: paid.site_id, employerId: paid.employer_id },
      right: tenantRight('read', { site: 'credits', employer: 'credits' }),
      kind: 'credits_bought',
      params: { quantity: String(paid.quantity) },
      link: 'credit-system',
    });
    return true;
  });
}

/** A failed or expired payment: pending → failed with the reason; anything settled stays as it is. */
export async function failPurchase(db: Db, purchase: purchases.ProviderPurchase, message: string): Promise<boolean> {
  return purchases.markFailed(db, purchase, message);
}

/** How long a sandbox checkout stays open, as a hosted checkout of a real provider would. */
export const SANDBOX_CHECKOUT_HOURS = 24;

/** The sweep's part: sandbox checkouts nobody paid within a day are canceled. */
export async function cancelAbandonedCheckouts(db: Db): Promise<number> {
  return purchases.cancelStalePurchases(db, 'sandbox', SANDBOX_CHECKOUT_HOURS, MESSAGES.paymentExpired);
}

/** The purchase a provider's checkout reference names, for the provider's own pages and events. */
export async function purchaseByRef(db: Db, provider: string, ref: string) {
  return purchases.findPurchaseByRef(db, provider, ref);
}
