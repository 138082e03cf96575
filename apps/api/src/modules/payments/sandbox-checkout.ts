import { MESSAGES } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { paymentProvider } from './provider.js';
import { SANDBOX_CARDS, sandboxCheckoutPath } from './sandbox.js';
import { queueSandboxEvent } from './sandbox-delivery.js';
import { settlement } from './settlement.js';
import { checkoutForm, confirmForm, declinedPage, notFoundPage, paidPage, type CheckoutView } from './sandbox-page.js';

/** What the checkout route answers: a page (with its status), or a redirect to the portal. */
export type CheckoutAnswer = { status: number; html: string } | { redirect: string };

const notFound = (): CheckoutAnswer => ({ status: 404, html: notFoundPage() });

async function load(deps: AppDeps, ref: string) {
  if (paymentProvider(deps.config)?.name !== 'sandbox') return undefined;
  const page = await settlement().checkoutPage(deps.db, 'sandbox', ref);
  if (!page) return undefined;
  const { order: purchase, sellerTitle, urls } = page;
  const view: CheckoutView = {
    siteTitle: sellerTitle,
    quantity: purchase.quantity,
    totalMinor: purchase.total_minor,
    currency: purchase.currency,
    action: sandboxCheckoutPath(ref),
    cancelUrl: urls.cancel,
    successUrl: urls.success,
  };
  return { purchase, view };
}

/** GET: the card form while the purchase is pending, else what became of it. */
export async function showCheckout(deps: AppDeps, ref: string): Promise<CheckoutAnswer> {
  const loaded = await load(deps, ref);
  if (!loaded) return notFound();
  const { purchase, view } = loaded;
  if (purchase.status === 'paid') return { status: 200, html: paidPage(view) };
  if (purchase.status !== 'pending')
    return { status: 200, html: declinedPage(view, purchase.failure_message ?? undefined) };
  return { status: 200, html: checkoutForm(view) };
}

/**
 * POST: charges a test card. The success card (or the confirmation card's second step) queues a
 * signed `payment.succeeded` event to our webhook and sends the browser to the payment success
 * page, which waits for it; the declined card queues `payment.failed` and says so here.
 */
export async function submitCheckout(deps: AppDeps, ref: string, form: URLSearchParams): Promise<CheckoutAnswer> {
  const loaded = await load(deps, ref);
  if (!loaded) return notFound();
  const { purchase, view } = loaded;
  if (purchase.status !== 'pending') return showCheckout(deps, ref);
  const card = (form.get('card_number') ?? '').replace(/[\s-]/g, '');
  const data = { ref, purchase_uuid: purchase.uuid };
  if (card === SANDBOX_CARDS.succeeds || (card === SANDBOX_CARDS.needsConfirmation && form.get('step') === 'confirm')) {
    await queueSandboxEvent(deps, 'payment.succeeded', data);
    return { redirect: view.successUrl };
  }
  if (card === SANDBOX_CARDS.needsConfirmation) return { status: 200, html: confirmForm(view, card) };
  if (card === SANDBOX_CARDS.declined) {
    await queueSandboxEvent(deps, 'payment.failed', { ...data, message: MESSAGES.paymentDeclined });
    return { status: 402, html: declinedPage(view) };
  }
  return {
    status: 422,
    html: checkoutForm(view, 'This is not a sandbox test card. Use one of the cards listed below.'),
  };
}
