import { z } from 'zod';
import type { AppDeps } from '../../lib/resource/deps.js';
import type { CsvCell } from './csv.js';
import type { ExportKind } from './service.js';

/** What the export route adds to the body: the requester's employer when its reach is one employer. */
const EmployerReachSchema = z.object({ reach_employer_id: z.number().int().nullable().default(null) });

/**
 * `exportRoute`'s `params` for a list an employer's own user sees only its employer's rows of (jobs,
 * applications): the export reads what the list shows.
 */
export const employerReachParams = async (request: { reach: { employerId?: number } }) => ({
  reach_employer_id: request.reach.employerId ?? null,
});

/** The reach an export runs in: the site, narrowed to the requester's employer where `employerReachParams` named one. */
export function reachOfExport(siteId: number, params: Record<string, unknown>) {
  const { reach_employer_id: employerId } = EmployerReachSchema.parse(params);
  return { siteId, ...(employerId === null ? {} : { employerId }) };
}

/**
 * The CSV of a list (decision 0025): the list's own rows in batches (`rows.batches(db, scope, q)`, so its
 * search, filters and sort), each written as `columns` says, every header beside the cell it heads.
 */
export function listExport<Row>(kind: {
  title: string;
  batches: (deps: AppDeps, siteId: number, params: Record<string, unknown>) => AsyncIterable<readonly Row[]>;
  columns: Record<string, (row: Row) => CsvCell>;
}): ExportKind {
  const columns = Object.entries(kind.columns);
  return {
    title: kind.title,
    columns: columns.map(([header]) => header),
    async *rows(deps, siteId, params) {
      for await (const rows of kind.batches(deps, siteId, params)) {
        for (const row of rows) yield columns.map(([, cell]) => cell(row));
      }
    },
  };
}
