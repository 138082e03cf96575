import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { tagReachOf } from '../tags/index.js';

/** A list filtered by a tag reads the staff's labels too: refused (403) to a viewer without them. */
export function checkTagFilter(ctx: ResourceContext, tag: number | undefined) {
  if (tag !== undefined) tagReachOf(ctx);
}
