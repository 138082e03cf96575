import { can, type JobDetail } from '@portal/contract';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { siteFileRefs } from '../files/index.js';
import * as links from './links-repository.js';

/** What the detail shows by name of what a job holds by id: its banner, consultants and tags. */
export type StepLinks = Pick<JobDetail, 'banner' | 'consultants' | 'tags'>;

/** Whether the viewer sees the staff's tags: `tags.read` granted in the account or the site (decision 0014). */
export const seesTags = (ctx: ResourceContext) => can(ctx.access.levels.site, 'read', 'tags');

/**
 * The steps' links of a job (decision 0037): the banner with its link, the consultants by name in
 * their order, the tags (staff only). The steps' plain fields are the row's own (the presenter's).
 * What the caller holds already (`known`, a save's empty lists) is not read.
 */
export async function stepLinksOf(
  ctx: ResourceContext,
  job: { id: number; uuid: string; banner_file_id: string | null },
  known: Partial<Pick<StepLinks, 'consultants' | 'tags'>> = {},
): Promise<StepLinks> {
  const { db } = ctx.deps;
  const [banners, consultants, tags] = await Promise.all([
    job.banner_file_id ? siteFileRefs(ctx.deps, ctx.reach, [job.banner_file_id]) : new Map(),
    known.consultants ?? links.consultantsOfJob(db, job.id),
    !seesTags(ctx) ? [] : (known.tags ?? links.tagsOfJob(db, { siteId: ctx.reach.siteId }, job.uuid)),
  ]);
  return { banner: (job.banner_file_id && banners.get(job.banner_file_id)) || null, consultants, tags };
}
