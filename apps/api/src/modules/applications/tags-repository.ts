import { applicationTags } from '../../db/schema/index.js';
import { auditFor } from '../audit/index.js';
import type { TaggedRecords } from '../tags/index.js';
import { applicationRows } from './repository.js';
import { applicationRight } from './rights.js';

const audit = auditFor('application');

/** Applications as tagged records (`/v1/applications/{uuid}/tags`, `/bulk/tags`; decision 0014). */
export const applicationTagRecords: TaggedRecords = {
  path: '/v1/applications',
  tag: 'applications',
  noun: 'application',
  link: applicationTags,
  right: applicationRight,
  found: (db, ctx, uuids) => applicationRows.keysIn(db, ctx.reach, uuids),
  audit: (db, ctx, uuid, action, details) => audit(db, ctx, uuid, action, details),
};
