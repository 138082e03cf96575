import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { notFound } from '../../lib/http-error.js';
import { paymentProvider } from './provider.js';
import { settlement } from './settlement.js';

export type WebhookOutcome = 'settled' | 'failed' | 'unchanged' | 'ignored';

/**
 * A provider's webhook: the signature is checked over the raw body (400 otherwise), then the event
 * settles or fails its purchase exactly once. An event for an unknown purchase, or about nothing we
 * track, is acknowledged and ignored, so the provider stops retrying it.
 */
export async function receiveWebhook(
  deps: AppDeps,
  providerName: 'sandbox' | 'stripe',
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const provider = paymentProvider(deps.config);
  // The endpoint of a provider that is not configured does not exist.
  if (provider?.name !== providerName) throw notFound();
  const event = provider.parseWebhook(rawBody, headers);
  if (!event) return 'ignored';
  const seller = settlement();
  const order = await seller.findByRef(deps.db, provider.name, event.ref);
  if (!order || order.uuid !== event.purchaseUuid) {
    log.warn({ provider: provider.name }, 'payment event for an unknown purchase ignored');
    return 'ignored';
  }
  // Settling and failing match the provider again: one provider's event never moves another's purchase.
  const target = { id: order.id, provider: provider.name };
  if (event.type === 'paid') return (await seller.settle(deps.db, target)) ? 'settled' : 'unchanged';
  return (await seller.fail(deps.db, target, event.message ?? MESSAGES.paymentFailed)) ? 'failed' : 'unchanged';
}
