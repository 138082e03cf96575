import { MESSAGES } from '@portal/contract';
import Stripe from 'stripe';
import { HttpError } from '../../lib/http-error.js';
import type { PaymentEvent, PaymentProvider } from './provider.js';

/** Where the client sends its API calls; tests point it at a local fake. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** `STRIPE_API_URL` as the client's host, port and protocol. */
export function stripeEndpoint(url: string): StripeEndpoint {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: Number(parsed.port) || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe Checkout (decision 0018): one Checkout Session per purchase, priced in minor units, the
 * purchase's uuid as `client_reference_id`; credits only from a verified webhook.
 */
export function createStripeProvider(opts: {
  secretKey: string;
  webhookSecret: string;
  endpoint?: StripeEndpoint;
}): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...opts.endpoint });
  return {
    name: 'stripe',
    async createCheckout(purchase, urls) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: purchase.uuid,
          metadata: { purchase_uuid: purchase.uuid },
          line_items: [
            {
              quantity: purchase.quantity,
              price_data: {
                currency: purchase.currency.toLowerCase(),
                unit_amount: purchase.cost_per_credit_minor,
                product_data: { name: `Credits — ${purchase.siteTitle}` },
              },
            },
          ],
          success_url: urls.success,
          cancel_url: urls.cancel,
        },
        // A retried purchase request asks for the same session, never a second one.
        { idempotencyKey: `credit-purchase-${purchase.uuid}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { ref: session.id, url: session.url };
    },
    parseWebhook(rawBody, headers): PaymentEvent | null {
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', opts.webhookSecret);
      } catch {
        throw new HttpError(400, 'Invalid signature.');
      }
      return eventOf(event);
    },
  };
}

function eventOf(event: Stripe.Event): PaymentEvent | null {
  if (!event.type.startsWith('checkout.session.')) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const purchaseUuid = session.client_reference_id;
  if (!purchaseUuid) return null;
  const base = { ref: session.id, purchaseUuid };
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (bank debit) completes unpaid; its async_payment_* event settles it later.
      return session.payment_status === 'paid' ? { type: 'paid', ...base } : null;
    case 'checkout.session.async_payment_succeeded':
      return { type: 'paid', ...base };
    case 'checkout.session.async_payment_failed':
      return { type: 'failed', ...base, message: MESSAGES.paymentFailed };
    case 'checkout.session.expired':
      return { type: 'failed', ...base, message: MESSAGES.paymentExpired };
    default:
      return null;
  }
}
