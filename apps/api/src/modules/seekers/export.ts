import { SeekerListQuerySchema } from '@portal/contract';
import { listExport } from '../exports/index.js';
import { profileIdOf } from './presenter.js';
import { seekerRows } from './repository.js';

/** The seekers CSV: the list's filters, search and sort, every page, in batches. */
export const seekersExport = listExport({
  title: 'seekers',
  batches: (deps, siteId, params) => seekerRows.batches(deps.db, { siteId }, SeekerListQuerySchema.parse(params)),
  columns: {
    profile_id: (s) => profileIdOf(s.uuid),
    name: (s) => s.name,
    email: (s) => s.email,
    phone: (s) => s.phone,
    status: (s) => s.status,
    visa_type: (s) => s.visa_type,
    desired_work_type: (s) => s.desired_work_type,
    applications: (s) => s.applications_count,
    last_activity_at: (s) => s.last_activity_at,
    created_at: (s) => s.created_at,
  },
});
