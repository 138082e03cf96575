import { ApplicationListQuerySchema } from '@portal/contract';
import { listExport, reachOfExport } from '../exports/index.js';
import { applicationRows } from './repository.js';

/** The applications CSV: the list's search, filters and sort (an employer's user: those to its jobs). */
export const applicationsExport = listExport({
  title: 'applications',
  batches: (deps, siteId, params) =>
    applicationRows.batches(deps.db, reachOfExport(siteId, params), ApplicationListQuerySchema.parse(params)),
  columns: {
    id: ({ application }) => application.uuid,
    candidate: ({ seeker }) => seeker.name,
    email: ({ seeker }) => seeker.email,
    job: ({ job }) => job.title,
    reference: ({ job }) => job.reference,
    employer: ({ employer }) => employer.name,
    status: ({ application }) => application.status,
    stage: ({ application }) => application.stage,
    knocked_out: ({ application }) => (application.knocked_out ? 'yes' : 'no'),
    applied_at: ({ application }) => application.applied_at,
  },
});
