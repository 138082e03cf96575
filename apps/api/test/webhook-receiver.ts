// A webhook receiver for the tests (decision 0106): records every request, answers as told, and
// verifies signatures with its own implementation of the Standard Webhooks scheme (not the product's).
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> };
}

/** How the receiver answers its n-th request (0-based): a status, or `hang` (never answers). */
export type Answer = { status: number; body?: string; headers?: Record<string, string>; delayMs?: number } | 'hang';

/**
 * The Standard Webhooks verification, written from the specification: the key is the base64 after
 * `whsec_`; the signed content `id.timestamp.body`; the header a space-separated list of
 * `v1,<base64 HMAC-SHA256>`, any of which may match; a timestamp too far from now is refused.
 */
export function verifyStandardWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const sent = Number(headers.timestamp);
  if (!Number.isInteger(sent) || Math.abs(nowSeconds - sent) > toleranceSeconds) return false;
  const key = Buffer.from(secret.slice(secret.indexOf('_') + 1), 'base64');
  const expected = createHmac('sha256', key).update(`${headers.id}.${headers.timestamp}.${body}`).digest();
  return headers.signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export async function startReceiver() {
  const received: Received[] = [];
  const hanging = new Set<http.ServerResponse>();
  let answer: (n: number, request: Received) => Answer = () => ({ status: 200, body: 'ok' });
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const one: Received = {
        id: String(req.headers['webhook-id']),
        timestamp: String(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
        body,
        json: JSON.parse(body) as Received['json'],
      };
      received.push(one);
      for (const wake of waiters.splice(0)) wake();
      const reply = answer(received.length - 1, one);
      if (reply === 'hang') {
        hanging.add(res);
        return;
      }
      const send = () => {
        res.writeHead(reply.status, reply.headers ?? { 'content-type': 'text/plain' });
        res.end(reply.body ?? '');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(next: typeof answer) {
      answer = next;
    },
    /** Resolves once `count` requests have arrived. */
    async until(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    /** The distinct events, as a receiver deduplicating by `webhook-id` processes them. */
    processed() {
      const seen = new Set<string>();
      return received.filter((r) => !seen.has(r.id) && seen.add(r.id));
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
