import type { JobStatus, WebhookEvent } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';

/** A job's recorded change as a webhook event (decision 0106), or none: unlisting, rejection… are not events. */
export function jobEventOf(change: {
  from_status: JobStatus | null;
  to_status: JobStatus;
  changed_fields?: readonly string[] | null;
}): WebhookEvent | undefined {
  const { from_status: from, to_status: to } = change;
  // An edit past draft names the fields it changed; a move onto the status a job holds is no change.
  if (from === to) return change.changed_fields?.length ? 'job.updated' : undefined;
  if (to === 'live') return 'job.published';
  if (to === 'on_hold') return 'job.put_on_hold';
  if (to === 'expired') return 'job.expired';
  return undefined;
}

/** The public fields of the job (as its advert shows them), read in the change's transaction. */
export async function emitJobEvent(
  tx: Db,
  change: { job_id: number; from_status: JobStatus | null; to_status: JobStatus; changed_fields?: string[] | null },
): Promise<void> {
  const event = jobEventOf(change);
  if (!event) return;
  const [job] = await tx
    .select({
      site_id: jobs.site_id,
      uuid: jobs.uuid,
      reference: jobs.reference,
      title: jobs.title,
      status: jobs.status,
      employer_id: jobs.employer_id,
      work_type: jobs.work_type,
      advert_start_date: jobs.advert_start_date,
      advert_end_date: jobs.advert_end_date,
      published_at: jobs.published_at,
      updated_at: jobs.updated_at,
    })
    .from(jobs)
    .where(eq(jobs.id, change.job_id));
  if (!job) return;
  const { site_id: siteId, ...fields } = job;
  await emitWebhookEvent(tx, {
    siteId,
    event,
    subject: { type: 'job', key: job.uuid },
    data: {
      job: fields,
      from_status: change.from_status,
      to_status: change.to_status,
      ...(event === 'job.updated' ? { changed_fields: change.changed_fields ?? [] } : {}),
    },
  });
}
