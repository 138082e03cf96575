import { JobDetailSchema, JobSchema, type JobDetail } from '@portal/contract';
import { presenterOf } from '../../lib/resource/present.js';
import type { ListRowOf } from '../../lib/resource/scoped-repository.js';
import type { JobRecord, jobRows } from './repository.js';
import type { StepLinks } from './step-detail.js';

/** A list row (`JobSchema`): the job's own columns by name, its employer by name, its dates as text. */
export const toJob = presenterOf(JobSchema, ({ job }: ListRowOf<typeof jobRows>) => job, {
  employer: ({ employer }) => employer,
  created_at: ({ job }) => job.created_at.toISOString(),
  updated_at: ({ job }) => job.updated_at.toISOString(),
});

/** What the detail adds to the job's row: who wrote it, its product, and the steps' links by name. */
export interface JobDetailParts {
  record: JobRecord;
  authors: Pick<JobDetail, 'created_by' | 'updated_by'>;
  product: JobDetail['product'];
  links: StepLinks;
}

/**
 * The detail (`JobDetailSchema`): every field the job's row holds by name (decision 0074), and the
 * few it holds by id named here — the employer, key contact, product, banner, consultants, tags and authors.
 */
export const toJobDetail = presenterOf(JobDetailSchema, ({ record }: JobDetailParts) => record.job, {
  employer: ({ record }) => record.employer,
  created_at: ({ record }) => record.job.created_at.toISOString(),
  updated_at: ({ record }) => record.job.updated_at.toISOString(),
  key_contact: ({ record: { key_contact: contact } }) =>
    contact?.id == null ? null : { id: contact.id, name: contact.name },
  product: ({ product }) => product,
  banner: ({ links }) => links.banner,
  consultants: ({ links }) => links.consultants,
  tags: ({ links }) => links.tags,
  created_by: ({ authors }) => authors.created_by,
  updated_by: ({ authors }) => authors.updated_by,
});
