import { ConsultantListQuerySchema } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import type { ExportKind } from '../exports/index.js';
import { consultantRows } from './repository.js';

/** The consultants CSV: the list's filters, search and sort, every page, in batches (no bio, no photo). */
export const consultantsExport: ExportKind = {
  title: 'consultants',
  columns: ['id', 'name', 'email', 'phone', 'job_title', 'active', 'user_email', 'created_at'],
  async *rows(deps: AppDeps, siteId: number, params: Record<string, unknown>) {
    const q = ConsultantListQuerySchema.parse(params);
    for await (const rows of consultantRows.batches(deps.db, { siteId }, q)) {
      for (const { consultant: c, user } of rows) {
        const active = c.active ? 'yes' : 'no';
        yield [c.id, c.name, c.email, c.phone, c.job_title, active, user?.email ?? null, c.created_at.toISOString()];
      }
    }
  },
};
