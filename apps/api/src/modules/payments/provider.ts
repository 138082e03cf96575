import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../../config.js';
import { createSandboxProvider } from './sandbox.js';
import { createStripeProvider, stripeEndpoint } from './stripe.js';

/** What a provider needs to show the payer: priced on our server, in minor units. */
export interface CheckoutPurchase {
  uuid: string;
  quantity: number;
  cost_per_credit_minor: number;
  total_minor: number;
  currency: string;
  /** The site's title, shown as the seller. */
  siteTitle: string;
}

/** Addresses built from a stored domain and configuration, never from a request (decision 0012). */
export interface CheckoutUrls {
  /** The origin the payer bought from: a hosted checkout of our own is served there. */
  base: string;
  /** The payment success page of the portal. */
  success: string;
  /** Back to the buy page, nothing paid. */
  cancel: string;
}

/** A verified provider event about one checkout. */
export interface PaymentEvent {
  type: 'paid' | 'failed';
  /** The provider's reference of the checkout (`credit_purchases.provider_ref`). */
  ref: string;
  purchaseUuid: string;
  /** Why a payment failed, shown to the payer. */
  message?: string;
}

export interface PaymentProvider {
  name: 'sandbox' | 'stripe';
  createCheckout(purchase: CheckoutPurchase, urls: CheckoutUrls): Promise<{ ref: string; url: string }>;
  /**
   * Verifies the signature over the raw body and reads the event; a bad or missing signature throws
   * a 400. Null for an event that says nothing about a payment (acknowledged, ignored).
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent | null;
}

const providers = new WeakMap<Config, PaymentProvider>();

/**
 * The configured provider (PAYMENT_PROVIDER; in the demo Stripe once its keys are set, else the
 * sandbox), or null when payments are off (`none`): buying credits is then refused (decision 0021).
 */
export function paymentProvider(config: Config): PaymentProvider | null {
  if (config.PAYMENT_PROVIDER === 'none') return null;
  let provider = providers.get(config);
  if (!provider) {
    provider =
      config.PAYMENT_PROVIDER === 'stripe'
        ? createStripeProvider({
            secretKey: config.STRIPE_SECRET_KEY ?? '',
            webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
            ...(config.STRIPE_API_URL ? { endpoint: stripeEndpoint(config.STRIPE_API_URL) } : {}),
          })
        : createSandboxProvider({ webhookSecret: config.SANDBOX_WEBHOOK_SECRET });
    providers.set(config, provider);
  }
  return provider;
}
