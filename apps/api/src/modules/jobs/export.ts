import { JobListQuerySchema, JobSchema } from '@portal/contract';
import { cellsOf, type ExportRowOf } from '../../lib/resource/present.js';
import { listExport, reachOfExport } from '../exports/index.js';
import { jobRows } from './repository.js';

/** Row keys the CSV leaves out: the list's counter and its last change. */
const LIST_ONLY = new Set(['applications_count', 'updated_at']);
/**
 * The CSV's columns, headed by key (decision 0074): the list row's, in its order, its uuid as `id`
 * and the key contact before the creation date. A field added to the row is exported with it.
 */
const JOB_CSV_KEYS = Object.keys(JobSchema.shape).flatMap((key) =>
  key === 'uuid' ? ['id'] : key === 'created_at' ? ['key_contact', key] : LIST_ONLY.has(key) ? [] : [key],
);

/** The jobs CSV: the list's filters, search and sort (an employer's user: its employer's), no rich text. */
export const jobsExport = listExport({
  title: 'jobs',
  batches: (deps, siteId, params) =>
    jobRows.batches(deps.db, reachOfExport(siteId, params), JobListQuerySchema.parse(params)),
  columns: cellsOf(JOB_CSV_KEYS, ({ job }: ExportRowOf<typeof jobRows>) => job, {
    id: ({ job }) => job.uuid,
    employer: ({ employer }) => employer.name,
    key_contact: ({ key_contact }) => key_contact?.name ?? null,
  }),
});
