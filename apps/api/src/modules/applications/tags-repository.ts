import { applicationTags } from '../../db/schema/index.js';
import type { TaggedRecords } from '../tags/index.js';
import { applicationRows } from './repository.js';
import { applicationRight } from './rights.js';

/** Applications as tagged records (`/v1/applications/{uuid}/tags`, `/bulk/tags`; decision 0014). */
export const applicationTagRecords: TaggedRecords = {
  noun: 'application',
  link: applicationTags,
  right: applicationRight,
  rows: applicationRows,
};
