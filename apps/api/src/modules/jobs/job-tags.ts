import type { SetTags } from '@portal/contract';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { reachOf, siteRight } from '../access/index.js';
import { auditFor } from '../audit/index.js';
import { tagsForSite } from '../tags/index.js';
import * as links from './links-repository.js';
import { jobRows } from './repository.js';

const audit = auditFor('job');

/** Tags are the staff's labels: `tags.read` at the site level, else 403 (decision 0014). */
const tagReach = (ctx: ResourceContext) => reachOf(ctx.access, siteRight('read', 'tags'));

/** A list filtered by a tag reads the staff's labels too: refused (403) to a viewer without them. */
export function checkTagFilter(ctx: ResourceContext, tag: number | undefined) {
  if (tag !== undefined) tagReach(ctx);
}

/** `GET /v1/jobs/{uuid}/tags`: a job of the reach (404 otherwise) and its tags by name. */
export async function getJobTags(ctx: ResourceContext, uuid: string) {
  const reach = tagReach(ctx);
  await jobRows.found(ctx.deps.db, ctx.reach, uuid);
  return { data: await links.tagsOfJob(ctx.deps.db, reach, uuid) };
}

/**
 * `PUT /v1/jobs/{uuid}/tags`: the job's whole set of tags, in any status (tags label the staff's
 * work, not the advert). An id that is not a tag of the site is a 422 on `tag_ids`.
 */
export async function setJobTags(ctx: ResourceContext, uuid: string, { tag_ids }: SetTags) {
  const reach = tagReach(ctx);
  await ctx.deps.db.transaction(async (tx) => {
    await jobRows.found(tx, ctx.reach, uuid);
    const tags = await tagsForSite(tx, reach, tag_ids);
    await links.replaceJobTags(
      tx,
      uuid,
      tags.map((tag) => tag.id),
    );
    await audit(tx, ctx, uuid, 'tagged', { tag_ids: tags.map((tag) => tag.id) });
  });
  return getJobTags(ctx, uuid);
}
