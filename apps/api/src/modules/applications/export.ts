import { ApplicationListQuerySchema } from '@portal/contract';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { ExportKind } from '../exports/index.js';
import { applicationRows } from './repository.js';

/** What the export route adds to the body: the requester's employer when its reach is one employer. */
const ReachParamsSchema = z.object({ reach_employer_id: z.number().int().nullable().default(null) });

/** `exportRoute`'s `params`: an employer's own user exports only applications to its employer's jobs. */
export const applicationExportReach = async (request: { reach: { employerId?: number } }) => ({
  reach_employer_id: request.reach.employerId ?? null,
});

/** The applications CSV: the list's search, filters and sort, every page, in batches. */
export const applicationsExport: ExportKind = {
  title: 'applications',
  columns: ['id', 'candidate', 'email', 'job', 'reference', 'employer', 'status', 'stage', 'knocked_out', 'applied_at'],
  async *rows(deps: AppDeps, siteId: number, params: Record<string, unknown>) {
    const q = ApplicationListQuerySchema.parse(params);
    const { reach_employer_id: employerId } = ReachParamsSchema.parse(params);
    const reach = { siteId, ...(employerId === null ? {} : { employerId }) };
    for await (const rows of applicationRows.batches(deps.db, reach, q)) {
      for (const { application: a, seeker, job, employer } of rows) {
        yield [
          a.uuid,
          seeker.name,
          seeker.email,
          job.title,
          job.reference,
          employer.name,
          a.status,
          a.stage,
          a.knocked_out ? 'yes' : 'no',
          a.applied_at.toISOString(),
        ];
      }
    }
  },
};
