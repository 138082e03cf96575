import { jobTags } from '../../db/schema/index.js';
import { auditFor } from '../audit/index.js';
import type { TaggedRecords } from '../tags/index.js';
import { jobRows } from './repository.js';
import { jobRight } from './rights.js';

const audit = auditFor('job');

/** Jobs as tagged records (`/v1/jobs/{uuid}/tags`, decision 0014): tags label the staff's work in any status. */
export const jobTagRecords: TaggedRecords = {
  path: '/v1/jobs',
  tag: 'jobs',
  noun: 'job',
  link: jobTags,
  right: jobRight,
  found: (db, ctx, uuids) => jobRows.keysIn(db, ctx.reach, uuids),
  audit: (db, ctx, uuid, action, details) => audit(db, ctx, uuid, action, details),
};
