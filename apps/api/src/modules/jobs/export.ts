import { JobListQuerySchema } from '@portal/contract';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { ExportKind } from '../exports/index.js';
import { jobRows } from './repository.js';

/** What the export route adds to the body: the requester's employer when its reach is one employer. */
const ReachParamsSchema = z.object({ reach_employer_id: z.number().int().nullable().default(null) });

/** `exportRoute`'s `params`: an employer's own user exports its employer's jobs only, as its list shows. */
export const jobExportReach = async (request: { reach: { employerId?: number } }) => ({
  reach_employer_id: request.reach.employerId ?? null,
});

/** The jobs CSV: the list's filters, search and sort, every page, in batches (no rich text). */
export const jobsExport: ExportKind = {
  title: 'jobs',
  columns: [
    'id',
    'title',
    'reference',
    'employer',
    'status',
    'work_type',
    'classification',
    'advert_start_date',
    'advert_end_date',
    'key_contact',
    'created_at',
  ],
  async *rows(deps: AppDeps, siteId: number, params: Record<string, unknown>) {
    const q = JobListQuerySchema.parse(params);
    const { reach_employer_id: employerId } = ReachParamsSchema.parse(params);
    const reach = { siteId, ...(employerId === null ? {} : { employerId }) };
    for await (const rows of jobRows.batches(deps.db, reach, q)) {
      for (const { job: j, employer, key_contact: contact } of rows) {
        yield [
          j.uuid,
          j.title,
          j.reference,
          employer.name,
          j.status,
          j.work_type,
          j.classification,
          j.advert_start_date,
          j.advert_end_date,
          contact?.name ?? null,
          j.created_at.toISOString(),
        ];
      }
    }
  },
};
