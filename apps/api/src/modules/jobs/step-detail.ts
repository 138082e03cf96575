import { can, type JobDetail } from '@portal/contract';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { siteFileRefs } from '../files/index.js';
import * as links from './links-repository.js';
import type { JobRecord } from './repository.js';

type StepDetail = Pick<
  JobDetail,
  | 'description'
  | 'key_selling_points'
  | 'links'
  | 'banner'
  | 'consultants'
  | 'tags'
  | 'apply_on'
  | 'application_url'
  | 'application_emails'
  | 'screening_questions'
  | 'questions_position'
>;

/** Whether the viewer sees the staff's tags: `tags.read` granted in the account or the site (decision 0014). */
export const seesTags = (ctx: ResourceContext) => can(ctx.access.levels.site, 'read', 'tags');

/**
 * The detail's fields of the steps after *Basic details* (decision 0037): the banner with its
 * link, the consultants by name in their order, the tags (staff only) and the questions in order.
 */
export async function stepDetailOf(ctx: ResourceContext, { job }: JobRecord): Promise<StepDetail> {
  const { db } = ctx.deps;
  const [banners, consultants, tags] = await Promise.all([
    job.banner_file_id ? siteFileRefs(ctx.deps, ctx.reach, [job.banner_file_id]) : new Map(),
    links.consultantsOfJob(db, job.id),
    seesTags(ctx) ? links.tagsOfJob(db, { siteId: ctx.reach.siteId }, job.uuid) : [],
  ]);
  return {
    description: job.description,
    key_selling_points: job.key_selling_points,
    links: job.links,
    banner: (job.banner_file_id && banners.get(job.banner_file_id)) || null,
    consultants,
    tags,
    apply_on: job.apply_on,
    application_url: job.application_url,
    application_emails: job.application_emails,
    screening_questions: job.screening_questions,
    questions_position: job.questions_position,
  };
}
