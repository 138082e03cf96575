// Creates sent with an Idempotency-Key run once (decision 0059): the first request does the work
// and stores its answer in the same transaction as the record; a retry gets that answer back.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotentCreateHeadersSchema,
  MESSAGES,
} from '@portal/contract';
import type { AppDeps } from './deps.js';
import type { JobQueue } from '../queue/queue.js';
import { conflict, invalid } from '../http-error.js';
import * as keys from './idempotency-repository.js';

/** What a create route declares beside its own schemas: the optional header, documented. */
export const IDEMPOTENT_CREATE = {
  headers: IdempotentCreateHeadersSchema,
  description:
    'Accepts an Idempotency-Key header (1 to 255 printable characters): a retry with the same key and the same ' +
    'request within 24 hours answers the first result (same status and body, with `Idempotent-Replayed: true`) ' +
    'instead of creating again; the same key with another request is a 422.',
} as const;

/** A create's work: the app's services, whose database is the create's transaction. */
export type CreateWork = (deps: AppDeps) => Promise<unknown>;

const JSON_TYPE = 'application/json; charset=utf-8';

/** A value with its object keys sorted, so one request hashes alike however its JSON was ordered. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.map(([name, item]) => [name, canonical(item)]);
}

/** The request a key stands for: its path parameters and its parsed body. */
const fingerprint = (request: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify(canonical({ params: request.params ?? null, body: request.body ?? null })))
    .digest('hex');

/**
 * Whose key it is: the signed-in user (and the impersonator behind an impersonation's token), in the
 * scope the request selected, on this route. Another user, site or route never finds it.
 */
function placeOf(request: FastifyRequest, key: string): keys.KeyPlace {
  const { id, impersonatorId } = request.user;
  const { accountId, siteId, employerId } = request.access.scope;
  return {
    caller: impersonatorId === null ? `user:${id}` : `user:${id}:as:${impersonatorId}`,
    scope: `account:${accountId ?? '-'}/site:${siteId ?? '-'}/employer:${employerId ?? '-'}`,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    key,
  };
}

/**
 * A queue that keeps what the work sends until its transaction has committed: a job (a mail) must
 * not run before the rows it reads exist, nor run at all when the create rolls back.
 */
function heldQueue(queue: JobQueue) {
  const held: { name: string; data: object }[] = [];
  const inTransaction: JobQueue = {
    send: (name, data) => {
      held.push({ name, data });
      return Promise.resolve();
    },
    work: (name, handler) => queue.work(name, handler),
    stop: () => queue.stop(),
  };
  const release = async () => {
    for (const { name, data } of held) await queue.send(name, data);
  };
  return { queue: inTransaction, release };
}

interface Answer {
  status: number;
  body: string;
  replayed: boolean;
}

/**
 * Runs a create route's work and answers `status` with what it returns. With an Idempotency-Key,
 * in one transaction: the key is taken (a concurrent request with it waits for this one), the work
 * runs, and its answer is stored; a rollback leaves no key. A retry with the key and the same
 * request answers the stored status and body with `Idempotent-Replayed: true`; with another
 * request, 422. Without a key, or on a route nobody signs in to, the work simply runs.
 */
export async function sendCreated(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  work: CreateWork,
): Promise<void> {
  const key = request.headers['idempotency-key'];
  const user = request.user as FastifyRequest['user'] | undefined;
  if (typeof key !== 'string' || !user) {
    // Awaiting a reply waits until it is sent, so the handler resolves with nothing left to send.
    await reply.status(status).send(await work(deps));
    return;
  }
  const place = placeOf(request, key);
  const requestHash = fingerprint(request);
  const jobs = heldQueue(deps.queue);
  const answer = await deps.db.transaction(async (tx): Promise<Answer> => {
    if (!(await keys.claimKey(tx, place, requestHash, IDEMPOTENCY_KEY_TTL_HOURS))) {
      const stored = await keys.findKey(tx, place);
      if (stored?.status == null || stored.body == null) throw conflict(MESSAGES.idempotencyKeyInFlight);
      if (stored.request_hash !== requestHash) {
        throw invalid({ 'idempotency-key': [MESSAGES.idempotencyKeyMismatch] });
      }
      return { status: stored.status, body: stored.body, replayed: true };
    }
    const payload = await work({ ...deps, db: tx, queue: jobs.queue });
    // The body as the route's schema writes it, so the first answer and every replay are the same bytes.
    const body = String(reply.code(status).serialize(payload));
    await keys.storeAnswer(tx, place, status, body);
    return { status, body, replayed: false };
  });
  if (answer.replayed) void reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  else {
    // Committed and stored: a failed enqueue is logged, not answered as a failure (a mail's job is
    // queued again by the sweep; an export stays pending, as when a request without a key fails here).
    await jobs.release().catch((error: unknown) => {
      request.log.warn({ err: error }, 'jobs of a create could not be queued');
    });
  }
  await reply.status(answer.status).type(JSON_TYPE).send(answer.body);
}
