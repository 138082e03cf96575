import type { AppDeps } from '../deps.js';
import { deliverMail } from '../mail/outbox.js';
import { employersExport } from '../modules/employers/export.js';
import { registerExportKind, runExport } from '../modules/exports/service.js';

registerExportKind('employers', employersExport);

/** Every background job the product runs, bound to its handler. */
export async function registerWorkers(deps: AppDeps): Promise<void> {
  await deps.queue.work<{ id: number }>('mail.send', (data) => deliverMail(deps.db, deps.mailer, data.id));
  await deps.queue.work<{ id: string }>('exports.run', (data) => runExport(deps, data.id));
}
