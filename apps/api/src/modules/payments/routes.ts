import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { CHECKOUT_CSP } from './sandbox-page.js';
import { showCheckout, submitCheckout, type CheckoutAnswer } from './sandbox-checkout.js';
import { SANDBOX_WEBHOOK_PATH } from './sandbox-delivery.js';
import { receiveWebhook } from './service.js';
import { ALL_SITES, runInScope } from '../../db/row-scope.js';

const tags = ['payments'];
const RefParamsSchema = z.object({ ref: z.string().min(1).max(200) });
const ReceivedSchema = z.object({ received: z.boolean() });
/** Webhook events and the checkout form are small; the raw bytes are kept for the signature. */
const BODY_LIMIT = 128 * 1024;

/**
 * The payment routes a provider or a payer's browser calls (decision 0018): outside the API's
 * checks on purpose (no enterprise key, no sign-in), since neither can send our headers. The
 * webhook's signature and the checkout's unguessable reference are what they trust.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // In this plugin only: every body stays raw bytes, for signatures and the urlencoded form.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  app.get('/portal/payments/sandbox/checkout/:ref', {
    schema: { tags, summary: 'The sandbox provider’s hosted checkout page (HTML)', params: RefParamsSchema },
    handler: async (request, reply) => {
      // The checkout reference names its own purchase (decision 0104).
      return sendCheckout(reply, await runInScope(ALL_SITES, () => showCheckout(deps, request.params.ref)));
    },
  });

  app.post('/portal/payments/sandbox/checkout/:ref', {
    schema: { tags, summary: 'Pay on the sandbox checkout page with a test card (form post)', params: RefParamsSchema },
    handler: async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      return sendCheckout(
        reply,
        await runInScope(ALL_SITES, () => submitCheckout(deps, request.params.ref, new URLSearchParams(raw))),
      );
    },
  });

  for (const provider of ['sandbox', 'stripe'] as const) {
    const url = provider === 'sandbox' ? SANDBOX_WEBHOOK_PATH : '/portal/payments/webhooks/stripe';
    app.post(url, {
      schema: {
        tags,
        summary: `Signed events from the ${provider} provider`,
        response: { 200: ReceivedSchema, 400: MessageSchema, 404: MessageSchema },
      },
      handler: async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        // A signed event names its own purchase, on whichever site (decision 0104).
        await runInScope(ALL_SITES, () => receiveWebhook(deps, provider, raw, request.headers, request.log));
        return { received: true };
      },
    });
  }
};

function sendCheckout(reply: FastifyReply, result: CheckoutAnswer) {
  // No-store: the page shows a purchase; the policy replaces the app's, for this page alone.
  void reply.header('cache-control', 'no-store').header('content-security-policy', CHECKOUT_CSP);
  if ('redirect' in result) return reply.redirect(result.redirect, 303);
  return reply.status(result.status).type('text/html; charset=utf-8').send(result.html);
}
