import type { WebhookEvent } from '@portal/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { insertDeliveries } from './repository.js';

/** A product event for the site's webhooks: what happened, to what, and the subject's public fields. */
export interface WebhookEventInput {
  siteId: number;
  event: WebhookEvent;
  /** The subject's kind and key: the deliveries of one subject to one endpoint keep their order. */
  subject: { type: 'job' | 'application' | 'employer' | 'credits'; key: string | number };
  /** Only what the site's own staff may see of the subject: ids, uuids, its public fields. */
  data: Record<string, unknown>;
}

/**
 * Writes the event into the webhook outbox (decision 0106), inside the caller's transaction: one
 * delivery per enabled endpoint of that site subscribed to it, so the event is delivered if and
 * only if the change commits. The worker delivers it (dispatcher.ts).
 */
export async function emitWebhookEvent(tx: Db, input: WebhookEventInput): Promise<void> {
  await insertDeliveries(tx, {
    siteId: input.siteId,
    event: input.event,
    subject: `${input.subject.type}:${input.subject.key}`,
    messageId: `msg_${randomUUID()}`,
    payload: { type: input.event, timestamp: new Date().toISOString(), data: input.data },
  });
}
