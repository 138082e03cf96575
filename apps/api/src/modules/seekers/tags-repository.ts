import { seekerTags } from '../../db/schema/index.js';
import { auditFor } from '../audit/index.js';
import type { TaggedRecords } from '../tags/index.js';
import { seekerRows } from './repository.js';
import { seekerRight } from './rights.js';

const audit = auditFor('seeker');

/** Seekers as tagged records (`/v1/seekers/{uuid}/tags`, decision 0014), staff only like every seeker route. */
export const seekerTagRecords: TaggedRecords = {
  path: '/v1/seekers',
  tag: 'seekers',
  noun: 'seeker',
  link: seekerTags,
  right: seekerRight,
  found: (db, ctx, uuids) => seekerRows.keysIn(db, ctx.reach, uuids),
  audit: (db, ctx, uuid, action, details) => audit(db, ctx, uuid, action, details),
};
