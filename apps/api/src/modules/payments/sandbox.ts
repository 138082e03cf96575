import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import type { PaymentEvent, PaymentProvider } from './provider.js';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature.js';

/** The cards the sandbox checkout knows, printed on its page. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsConfirmation: '4000000000003220',
} as const;

/** The sandbox's own event, what its queued delivery posts to our webhook. */
export const SandboxEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  created: z.number().int(),
  data: z.object({
    ref: z.string().min(1).max(200),
    purchase_uuid: z.uuid(),
    message: z.string().max(500).optional(),
  }),
});
export type SandboxEvent = z.infer<typeof SandboxEventSchema>;

export const sandboxCheckoutPath = (ref: string) => `/portal/payments/sandbox/checkout/${encodeURIComponent(ref)}`;

const badSignature = () => new HttpError(400, 'Invalid signature.');

/**
 * The built-in provider (decision 0018): works offline. Its checkout is a page this server renders
 * (sandbox-routes.ts); paying there queues a signed event to our own webhook, as a real provider would.
 */
export function createSandboxProvider(opts: { webhookSecret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    createCheckout(_purchase, urls) {
      const ref = `sbx_${randomBytes(24).toString('base64url')}`;
      return Promise.resolve({ ref, url: `${urls.base}${sandboxCheckoutPath(ref)}` });
    },
    parseWebhook(rawBody, headers): PaymentEvent | null {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      if (!verifySandboxSignature(opts.webhookSecret, rawBody, Array.isArray(header) ? header[0] : header)) {
        throw badSignature();
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badSignature();
      }
      const parsed = SandboxEventSchema.safeParse(json);
      if (!parsed.success) throw new HttpError(400, 'Invalid event.');
      const { type, data } = parsed.data;
      return {
        type: type === 'payment.succeeded' ? 'paid' : 'failed',
        ref: data.ref,
        purchaseUuid: data.purchase_uuid,
        ...(data.message ? { message: data.message } : {}),
      };
    },
  };
}
