import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../lib/resource/deps.js';
import { publicBase } from '../../lib/public-url.js';
import type { SandboxEvent } from './sandbox.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from './sandbox-signature.js';

export const SANDBOX_WEBHOOK_QUEUE = 'payments.sandbox-webhook';
export const SANDBOX_WEBHOOK_PATH = '/portal/payments/webhooks/sandbox';

export interface SandboxDelivery {
  event: SandboxEvent;
}

/** Queues the event the sandbox sends when a card is charged or declined. */
export async function queueSandboxEvent(
  deps: AppDeps,
  type: SandboxEvent['type'],
  data: SandboxEvent['data'],
): Promise<void> {
  const event: SandboxEvent = {
    id: `evt_sbx_${randomBytes(12).toString('hex')}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data,
  };
  await deps.queue.send<SandboxDelivery>(SANDBOX_WEBHOOK_QUEUE, { event });
}

/**
 * The queued delivery: a real HTTP POST to our own webhook at the configured base (never a request's
 * host), signed at each attempt so a retry carries a fresh timestamp. Anything but 2xx throws, and
 * the queue retries with backoff, as a provider would.
 */
export async function deliverSandboxEvent(deps: AppDeps, { event }: SandboxDelivery): Promise<void> {
  const body = JSON.stringify(event);
  const res = await fetch(`${publicBase(deps.config)}${SANDBOX_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(deps.config.SANDBOX_WEBHOOK_SECRET, body),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`sandbox webhook answered ${res.status}`);
}
