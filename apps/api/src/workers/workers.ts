import { ALL_SITES, runInScope } from '../db/row-scope.js';
import type { AppDeps } from '../lib/resource/deps.js';
import { deliverMail, renewMailClaims } from '../mail/outbox.js';
import { auditExport } from '../modules/audit-log/index.js';
import { applicationsExport } from '../modules/applications/index.js';
import { sendResetLink, type ResetLinkJob } from '../modules/auth/index.js';
import { consultantsExport } from '../modules/consultants/index.js';
import { creditLedgerExport } from '../modules/credits/index.js';
import { employersExport } from '../modules/employers/index.js';
import { registerExportKind, runExport } from '../modules/exports/index.js';
import { jobsExport } from '../modules/jobs/index.js';
import { deliverSandboxEvent, SANDBOX_WEBHOOK_QUEUE, type SandboxDelivery } from '../modules/payments/index.js';
import {
  deleteObjectsLater,
  DELETE_OBJECTS_QUEUE,
  seekersExport,
  type DeleteObjectsJob,
} from '../modules/seekers/index.js';
import { startWebhookDispatcher } from '../modules/webhooks/index.js';
import { sweep } from './sweep.js';

registerExportKind('employers', employersExport);
registerExportKind('consultants', consultantsExport);
registerExportKind('credit-ledger', creditLedgerExport);
registerExportKind('jobs', jobsExport);
registerExportKind('seekers', seekersExport);
registerExportKind('applications', applicationsExport);
registerExportKind('audit', auditExport);

const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * A job runs as the app's role, never the owner (decision 0104): across sites, since a job names its
 * row by id and the sweeps walk every site; a job that reads its row narrows to its site (exports).
 */
const asWorker = <T>(fn: () => Promise<T>): Promise<T> => runInScope(ALL_SITES, fn);

/** Every background job the product runs, bound to its handler, plus the periodic sweep (sweep.ts). Returns its stop. */
export async function registerWorkers(deps: AppDeps): Promise<() => Promise<void>> {
  // Mails go out MAIL_CONCURRENCY at a time; the heartbeat renews the claims of those in flight.
  await deps.queue.work<{ id: number }>(
    'mail.send',
    (data) => asWorker(() => deliverMail(deps.db, deps.mailer, data.id)),
    {
      concurrency: deps.config.MAIL_CONCURRENCY,
      onHeartbeat: (running) =>
        asWorker(() =>
          renewMailClaims(
            deps.db,
            running.map((data) => data.id),
          ),
        ),
    },
  );
  await deps.queue.work<{ id: string }>('exports.run', (data, run) => asWorker(() => runExport(deps, data.id, run)));
  await deps.queue.work<ResetLinkJob>('auth.reset-link', (data) => asWorker(() => sendResetLink(deps, data)));
  await deps.queue.work<DeleteObjectsJob>(DELETE_OBJECTS_QUEUE, (data) =>
    asWorker(() => deleteObjectsLater(deps, data)),
  );
  await deps.queue.work<SandboxDelivery>(SANDBOX_WEBHOOK_QUEUE, (data) =>
    asWorker(() => deliverSandboxEvent(deps, data)),
  );
  // Webhook deliveries: their outbox is their queue (ordered per subject, leased per row; decision 0106),
  // delivered as the app's role across sites like every job (decision 0104).
  const stopWebhooks = await asWorker(async () => startWebhookDispatcher(deps));
  const run = () => asWorker(() => sweep(deps)).catch((error: unknown) => console.error('[sweep]', error));
  void run();
  const timer = setInterval(() => void run(), SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await stopWebhooks();
  };
}
