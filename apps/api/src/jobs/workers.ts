import type { AppDeps } from '../deps.js';
import { sweepRateLimitHits } from '../lib/rate-limit.js';
import { deliverMail, requeueStaleMails } from '../mail/outbox.js';
import { sendResetLink, type ResetLinkJob } from '../modules/auth/service.js';
import { employersExport } from '../modules/employers/export.js';
import { registerExportKind, runExport } from '../modules/exports/service.js';

registerExportKind('employers', employersExport);

const SWEEP_INTERVAL_MS = 5 * 60_000;

/** Every background job the product runs, bound to its handler, plus the sweep of stale mails and old rate-limit hits. Returns its stop. */
export async function registerWorkers(deps: AppDeps): Promise<() => void> {
  await deps.queue.work<{ id: number }>('mail.send', (data) => deliverMail(deps.db, deps.mailer, data.id));
  await deps.queue.work<{ id: string }>('exports.run', (data) => runExport(deps, data.id));
  await deps.queue.work<ResetLinkJob>('auth.reset-link', (data) => sendResetLink(deps, data));
  const sweep = () =>
    Promise.all([requeueStaleMails(deps.db, deps.queue), sweepRateLimitHits(deps.db)]).catch((error: unknown) =>
      console.error('[sweep]', error),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
