import type { Job, JobDetail, jobStepDetailFields } from '@portal/contract';
import type { ListRowOf } from '../../lib/resource/scoped-repository.js';
import type { JobRecord, jobRows } from './repository.js';

/** A list row: the job without its internal ids, with its employer by name. */
export const toJob = ({ job, employer }: ListRowOf<typeof jobRows>): Job => ({
  uuid: job.uuid,
  title: job.title,
  reference: job.reference,
  status: job.status,
  employer,
  work_type: job.work_type,
  classification: job.classification,
  advert_start_date: job.advert_start_date,
  advert_end_date: job.advert_end_date,
  applications_count: job.applications_count,
  created_at: job.created_at.toISOString(),
  updated_at: job.updated_at.toISOString(),
});

/** The detail: every *Basic details* field and the key contact, by name (the other steps: step-detail.ts). */
export const toJobDetail = (
  record: JobRecord,
  authors: Pick<JobDetail, 'created_by' | 'updated_by'>,
): Omit<JobDetail, keyof typeof jobStepDetailFields | 'product'> => ({
  ...toJob(record),
  pay_type: record.job.pay_type,
  pay_range: record.job.pay_range,
  salary_min: record.job.salary_min,
  salary_max: record.job.salary_max,
  currency: record.job.currency,
  key_contact: record.key_contact?.id == null ? null : { id: record.key_contact.id, name: record.key_contact.name },
  ...authors,
});
