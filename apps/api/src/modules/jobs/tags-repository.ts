import { jobTags } from '../../db/schema/index.js';
import type { TaggedRecords } from '../tags/index.js';
import { jobRows } from './repository.js';
import { jobRight } from './rights.js';

/** Jobs as tagged records (`/v1/jobs/{uuid}/tags`, decision 0014): tags label the staff's work in any status. */
export const jobTagRecords: TaggedRecords = { noun: 'job', link: jobTags, right: jobRight, rows: jobRows };
