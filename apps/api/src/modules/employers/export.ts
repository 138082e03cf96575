import { EmployerListQuerySchema } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import type { ExportKind } from '../exports/index.js';
import { employerRows } from './repository.js';

const COLUMNS = [
  'id',
  'business_name',
  'type',
  'status',
  'contact_name',
  'contact_email',
  'phone',
  'industry',
  'business_size',
  'registration_number',
  'business_website',
  'address',
  'live_jobs_count',
  'created_at',
] as const;

/** The employers CSV: the list's filters, search and sort, every page, in batches. */
export const employersExport: ExportKind = {
  title: 'employers',
  columns: COLUMNS,
  async *rows(deps: AppDeps, siteId: number, params: Record<string, unknown>) {
    const q = EmployerListQuerySchema.parse(params);
    for await (const rows of employerRows.batches(deps.db, { siteId }, q)) {
      for (const row of rows) {
        yield COLUMNS.map((c) => (c === 'created_at' ? row.created_at.toISOString() : row[c]));
      }
    }
  },
};
