import { seekerTags } from '../../db/schema/index.js';
import type { TaggedRecords } from '../tags/index.js';
import { seekerRows } from './repository.js';
import { seekerRight } from './rights.js';

/** Seekers as tagged records (`/v1/seekers/{uuid}/tags`, decision 0014), staff only like every seeker route. */
export const seekerTagRecords: TaggedRecords = {
  noun: 'seeker',
  link: seekerTags,
  right: seekerRight,
  rows: seekerRows,
};
