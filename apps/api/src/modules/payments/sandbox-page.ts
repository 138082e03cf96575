import { createHash } from 'node:crypto';
import { MESSAGES, minorToMajor } from '@portal/contract';
import { SANDBOX_CARDS } from './sandbox.js';

/**
 * The sandbox's hosted checkout, rendered here: plain HTML with one form, no script (its own
 * Content-Security-Policy forbids any), styles in one <style> element.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const formatMoney = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(minorToMajor(amountMinor, currency));

const cardGroups = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5fa;color:#2f2b3d}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:.5rem;padding:2rem;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 .25rem}p.seller{margin:0 0 1.5rem;color:#6d6b77}
dl{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem;margin:0 0 1.5rem}dt{color:#6d6b77}dd{margin:0;text-align:end}
label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=text]{width:100%;box-sizing:border-box;font-size:1rem;padding:.6rem;border:1px solid #8a8894;border-radius:.35rem}
button{margin-top:1rem;width:100%;font-size:1rem;padding:.7rem;border:0;border-radius:.35rem;background:#4c42c9;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.alert{padding:.75rem;border-radius:.35rem;margin-bottom:1rem}.error{background:#fde8e8;color:#8a1c1c}.ok{background:#e6f4ea;color:#1e5b2e}
.cards{margin-top:1.5rem;font-size:.9rem;color:#4b4957}.cards code{font-size:.95rem}
a{color:#3b32b8}`;

/**
 * The page's own policy: nothing loads but its one stylesheet (by hash), forms post only to this
 * origin (the payment then redirects to the portal on the same origin), never framed.
 */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface CheckoutView {
  siteTitle: string;
  quantity: number;
  totalMinor: number;
  currency: string;
  /** The form posts back to the page itself. */
  action: string;
  cancelUrl: string;
  successUrl: string;
}

function layout(view: CheckoutView, heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} — ${escapeHtml(view.siteTitle)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p class="seller">Sandbox payment for ${escapeHtml(view.siteTitle)}. No real money moves.</p>
<dl>
<dt>Credits</dt><dd>${view.quantity}</dd>
<dt>Total</dt><dd>${escapeHtml(formatMoney(view.totalMinor, view.currency))}</dd>
</dl>
${body}
</main>
</body>
</html>`;
}

const TEST_CARDS = `<div class="cards"><p>Test cards (any other number is refused):</p><ul>
<li><code>${cardGroups(SANDBOX_CARDS.succeeds)}</code> — succeeds</li>
<li><code>${cardGroups(SANDBOX_CARDS.declined)}</code> — is declined</li>
<li><code>${cardGroups(SANDBOX_CARDS.needsConfirmation)}</code> — needs a confirmation, then succeeds</li>
</ul></div>`;

/** The card form, with an error above it when the last number was not a test card. */
export function checkoutForm(view: CheckoutView, error?: string): string {
  const alert = error ? `<p class="alert error" role="alert" id="card-error">${escapeHtml(error)}</p>` : '';
  return layout(
    view,
    'Pay for your credits',
    `${alert}<form method="post" action="${escapeHtml(view.action)}">
<label for="card_number">Card number</label>
<input type="text" id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required${
      error ? ' aria-invalid="true" aria-describedby="card-error"' : ''
    }>
<button type="submit">Pay ${escapeHtml(formatMoney(view.totalMinor, view.currency))}</button>
</form>
<p><a href="${escapeHtml(view.cancelUrl)}">Cancel and return to the portal</a></p>
${TEST_CARDS}`,
  );
}

/** The second step a card may ask for (3-D Secure's place in the sandbox). */
export function confirmForm(view: CheckoutView, card: string): string {
  return layout(
    view,
    'Confirm this payment',
    `<p>Your bank asks you to confirm this payment.</p>
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="card_number" value="${escapeHtml(card)}">
<input type="hidden" name="step" value="confirm">
<button type="submit">Confirm payment</button>
</form>
<p><a href="${escapeHtml(view.cancelUrl)}">Cancel and return to the portal</a></p>`,
  );
}

/** A declined card, or a purchase that failed or lapsed earlier: nothing was charged. */
export function declinedPage(
  view: CheckoutView,
  message: string = MESSAGES.paymentDeclined,
  heading = 'Payment declined',
): string {
  return layout(
    view,
    heading,
    `<p class="alert error" role="alert">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(view.cancelUrl)}">Back to the portal</a></p>`,
  );
}

/** A purchase already paid (the page opened again). */
export function paidPage(view: CheckoutView): string {
  return layout(
    view,
    'Payment complete',
    `<p class="alert ok" role="status">This payment is complete.</p>
<p><a href="${escapeHtml(view.successUrl)}">Back to the portal</a></p>`,
  );
}

export function notFoundPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout not found</title><style>${STYLE}</style></head>
<body><main><h1>Checkout not found</h1><p>This checkout does not exist or is no longer open.</p></main></body></html>`;
}
