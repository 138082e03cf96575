import type { AppDeps } from '../deps.js';
import { deliverMail } from '../mail/outbox.js';

/** Every background job the product runs, bound to its handler. */
export async function registerWorkers(deps: AppDeps): Promise<void> {
  await deps.queue.work<{ id: number }>('mail.send', (data) => deliverMail(deps.db, deps.mailer, data.id));
}
