import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { recordMail } from '../../mail/outbox.js';
import { siteLinkBase } from '../branding/index.js';
import { composeMail } from '../mail-templates/index.js';
import type { JobWithEmployer } from './lifecycle-repository.js';

type JobMail =
  { kind: 'job_approved' } | { kind: 'job_rejected'; reason: string } | { kind: 'job_expiring'; end_date: string };

/**
 * Records a mail about a job to its employer's contact in the caller's transaction (the outbox,
 * decision 0006); the caller queues the ids once the transaction is in. An employer without a
 * contact address gets none: undefined.
 */
export async function recordJobMail(
  tx: Db,
  deps: Pick<AppDeps, 'db' | 'config'>,
  { job, employer }: JobWithEmployer,
  mail: JobMail,
): Promise<number | undefined> {
  if (!employer.contact_email) return undefined;
  const about = { siteId: job.site_id, to: employer.contact_email };
  const values = { name: employer.contact_name ?? employer.name, job_title: job.title, business_name: employer.name };
  // Read through the transaction: PGlite has one connection, which the transaction holds.
  const link = `${await siteLinkBase({ db: tx, config: deps.config }, job.site_id)}/login`;
  const composed =
    mail.kind === 'job_approved'
      ? await composeMail(tx, { ...about, kind: mail.kind, values: { ...values, link } })
      : mail.kind === 'job_rejected'
        ? await composeMail(tx, { ...about, kind: mail.kind, values: { ...values, reason: mail.reason } })
        : await composeMail(tx, { ...about, kind: mail.kind, values: { ...values, end_date: mail.end_date, link } });
  return recordMail(tx, composed);
}
