import type { Application } from '@portal/contract';
import type { ListRowOf } from '../../lib/resource/scoped-repository.js';
import type { applicationRows } from './repository.js';

/** A list row: the application without its internal ids, with its candidate, job and employer by name. */
export const toApplication = ({
  application: a,
  seeker,
  job,
  employer,
}: ListRowOf<typeof applicationRows>): Application => ({
  uuid: a.uuid,
  status: a.status,
  stage: a.stage,
  knocked_out: a.knocked_out,
  seeker: { uuid: seeker.uuid, name: seeker.name, email: seeker.email },
  job,
  employer,
  applied_at: a.applied_at.toISOString(),
  updated_at: a.updated_at.toISOString(),
});
