import type { Application, Seeker } from '@portal/contract';
import type { ApplicationRow } from './applications-repository.js';
import type { ListRowOf } from '../../lib/resource/scoped-repository.js';
import type { seekerRows, SeekerRow } from './repository.js';

/** The short reference staff quote (decision 0044): the uuid's first eight hex digits, upper-case. */
export const profileIdOf = (uuid: string) => uuid.slice(0, 8).toUpperCase();

/** A list row: the seeker without internal ids or their password. */
export const toSeeker = (row: ListRowOf<typeof seekerRows>): Seeker => ({
  uuid: row.uuid,
  profile_id: profileIdOf(row.uuid),
  name: row.name,
  email: row.email,
  phone: row.phone,
  status: row.status,
  visa_type: row.visa_type,
  desired_work_type: row.desired_work_type,
  applications_count: row.applications_count,
  last_activity_at: row.last_activity_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** One of the seeker's applications, as the applications list shows a row. */
export const toSeekerApplication = (
  seeker: SeekerRow,
  row: {
    application: ApplicationRow;
    job: Application['job'];
    employer: Application['employer'];
  },
): Application => ({
  uuid: row.application.uuid,
  status: row.application.status,
  stage: row.application.stage,
  knocked_out: row.application.knocked_out,
  seeker: { uuid: seeker.uuid, name: seeker.name, email: seeker.email },
  job: row.job,
  employer: row.employer,
  applied_at: row.application.applied_at.toISOString(),
  updated_at: row.application.updated_at.toISOString(),
});
