import { SeekerListQuerySchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { ExportKind } from '../exports/index.js';
import { profileIdOf } from './presenter.js';
import { seekerRows } from './repository.js';

/** The seekers CSV: the list's filters, search and sort, every page, in batches. */
export const seekersExport: ExportKind = {
  title: 'seekers',
  columns: [
    'profile_id',
    'name',
    'email',
    'phone',
    'status',
    'visa_type',
    'desired_work_type',
    'applications',
    'last_activity_at',
    'created_at',
  ],
  async *rows(deps: AppDeps, siteId: number, params: Record<string, unknown>) {
    const q = SeekerListQuerySchema.parse(params);
    for await (const rows of seekerRows.batches(deps.db, { siteId }, q)) {
      for (const s of rows) {
        yield [
          profileIdOf(s.uuid),
          s.name,
          s.email,
          s.phone,
          s.status,
          s.visa_type,
          s.desired_work_type,
          s.applications_count,
          s.last_activity_at?.toISOString() ?? null,
          s.created_at.toISOString(),
        ];
      }
    }
  },
};
