import { JobListQuerySchema } from '@portal/contract';
import { listExport, reachOfExport } from '../exports/index.js';
import { jobRows } from './repository.js';

/** The jobs CSV: the list's filters, search and sort (an employer's user: its employer's), no rich text. */
export const jobsExport = listExport({
  title: 'jobs',
  batches: (deps, siteId, params) =>
    jobRows.batches(deps.db, reachOfExport(siteId, params), JobListQuerySchema.parse(params)),
  columns: {
    id: ({ job }) => job.uuid,
    title: ({ job }) => job.title,
    reference: ({ job }) => job.reference,
    employer: ({ employer }) => employer.name,
    status: ({ job }) => job.status,
    work_type: ({ job }) => job.work_type,
    classification: ({ job }) => job.classification,
    advert_start_date: ({ job }) => job.advert_start_date,
    advert_end_date: ({ job }) => job.advert_end_date,
    key_contact: ({ key_contact }) => key_contact?.name ?? null,
    created_at: ({ job }) => job.created_at,
  },
});
