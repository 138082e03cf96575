import { wakeableNap } from '../../lib/queue/wakeable-nap.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { recordAudit } from '../audit/index.js';
import { SETTINGS_UPDATE } from '../access/index.js';
import { notifyUsers } from '../notifications/index.js';
import * as repo from './repository.js';
import { sendWebhook, type Lookup } from './send.js';
import { signatureHeader } from './signing.js';

/** A delivery is retried for a day after its event, then given up (`failed`). */
export const RETRY_FOR_SECONDS = 86_400;
/** How long the delivery log keeps a delivered or failed row (the sweep deletes older ones). */
export const WEBHOOK_LOG_DAYS = 30;
/** An endpoint whose deliveries have failed without a success for a day is disabled. */
export const DISABLE_AFTER_SECONDS = 86_400;

/** The wait after failed attempt `attempt`: 10 s, 30 s, 90 s… tripling, at most 6 h (decision 0106). */
export const retryDelaySeconds = (attempt: number) => Math.min(10 * 3 ** Math.max(0, attempt - 1), 6 * 3600);

/** When the attempt after failed attempt `attempt` is due, or null: the day is over, give up. */
export function nextAttemptAt(createdAt: Date, attempt: number, now: Date): Date | null {
  const last = createdAt.getTime() + RETRY_FOR_SECONDS * 1000;
  if (now.getTime() >= last) return null;
  return new Date(Math.min(now.getTime() + retryDelaySeconds(attempt) * 1000, last));
}

export interface DispatchOptions {
  now?: () => Date;
  lookup?: Lookup;
}

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The lease of a claimed delivery: the receiver's deadline and a margin to record the outcome. */
const leaseSeconds = (deps: Deps) => Math.ceil(deps.config.WEBHOOK_TIMEOUT_MS / 1000) + 20;

/** One attempt of a claimed delivery: signed, sent, and its outcome recorded. */
async function attempt(deps: Deps, row: repo.DeliveryRow, opts: DispatchOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const signing = await repo.signingOf(deps.db, row.endpoint_id, now());
  if (!signing) return;
  const body = JSON.stringify(row.payload);
  const timestamp = Math.floor(now().getTime() / 1000);
  const headers = {
    'user-agent': 'Portal-Webhooks/1',
    'webhook-id': row.message_id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(signing.secrets, row.message_id, timestamp, body),
  };
  const sent = await sendWebhook(signing.url, headers, body, {
    timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS,
    requireHttps: deps.config.PRODUCTION,
    allowLoopback: deps.config.WEBHOOK_ALLOW_LOOPBACK && !deps.config.PRODUCTION,
    lookup: opts.lookup,
  });
  const at = now();
  const next = sent.ok ? null : nextAttemptAt(row.created_at, row.attempts, at);
  const state = sent.ok ? 'delivered' : next ? 'pending' : 'failed';
  const outcome = { at, status: sent.status, excerpt: sent.excerpt, latencyMs: sent.latencyMs, error: sent.error };
  await deps.db.transaction(async (tx) => {
    if (!(await repo.recordAttempt(tx, row.id, row.attempts, { ...outcome, state, nextAttemptAt: next }))) return;
    if (sent.ok) return repo.markEndpointHealthy(tx, row.endpoint_id);
    const disabled = await repo.markEndpointFailing(tx, row.endpoint_id, at, DISABLE_AFTER_SECONDS);
    if (!disabled) return;
    await recordAudit(tx, {
      siteId: disabled.site_id,
      actorId: null,
      subject: 'webhook',
      subjectId: disabled.uuid,
      action: 'disabled',
      details: { reason: 'failing', since: disabled.failing_since?.toISOString() },
    });
    await notifyUsers(tx, {
      scope: { siteId: disabled.site_id },
      right: SETTINGS_UPDATE,
      kind: 'webhook_disabled',
      params: { url: disabled.url },
      link: 'settings?tab=api',
    });
  });
}

/**
 * Claims up to `limit` due deliveries and attempts them side by side; answers how many. Tests
 * call it for one round; the worker runs it in a loop (startWebhookDispatcher).
 */
export async function deliverDueWebhooks(deps: Deps, limit: number, opts: DispatchOptions = {}): Promise<number> {
  const now = (opts.now ?? (() => new Date()))();
  const claimed = await repo.claimDueDeliveries(deps.db, now, limit, leaseSeconds(deps));
  await Promise.all(
    claimed.map((row) =>
      attempt(deps, row, opts).catch((error: unknown) => console.error('[webhooks] delivery', row.id, error)),
    ),
  );
  return claimed.length;
}

/**
 * The worker's webhook loop: WEBHOOK_CONCURRENCY deliveries in flight, a free slot claims the next
 * due one at once, and an idle loop looks again every `pollMs`. A delivery whose worker dies is
 * claimed again once its lease lapses (at least once). Returns its stop, which waits for those in flight.
 */
export function startWebhookDispatcher(deps: Deps, opts: DispatchOptions & { pollMs?: number } = {}) {
  const concurrency = deps.config.WEBHOOK_CONCURRENCY;
  const inFlight = new Set<Promise<unknown>>();
  let stopping = false;
  // A delivery that ends while the loop is claiming is not missed: the next nap returns at once.
  const { nap, signal, rearm } = wakeableNap();
  const loop = (async () => {
    while (!stopping) {
      rearm();
      const free = concurrency - inFlight.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const now = (opts.now ?? (() => new Date()))();
          const rows = await repo.claimDueDeliveries(deps.db, now, free, leaseSeconds(deps));
          claimed = rows.length;
          for (const row of rows) {
            const run = attempt(deps, row, opts)
              .catch((error: unknown) => console.error('[webhooks] delivery', row.id, error))
              .finally(() => {
                inFlight.delete(run);
                signal();
              });
            inFlight.add(run);
          }
        } catch (error) {
          console.error('[webhooks] claim:', error);
        }
      }
      // Slots left and rows claimed: there may be more now. Otherwise wait for a slot or the next poll.
      if (claimed === 0 || inFlight.size >= concurrency) await nap(opts.pollMs ?? 1000);
    }
  })();
  return async () => {
    stopping = true;
    signal();
    await loop;
    await Promise.allSettled([...inFlight]);
  };
}
