import { APPLICATION_TAB_SCHEMAS, can } from '@portal/contract';
import type { z } from 'zod';
import { notFound } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { toActor } from '../../lib/resource/people-repository.js';
import { documentsSent, resumeOfSite } from '../files/index.js';
import { findActivity, findTags } from './detail-repository.js';
import { toApplication } from './presenter.js';
import { applicationRows, type ApplicationRecord } from './repository.js';

/** The tabs this route answers (`feedback` has its own route, `/seeker-application-feedback`). */
type DetailTab = keyof typeof APPLICATION_TAB_SCHEMAS;
const isDetailTab = (tab: string): tab is DetailTab => Object.hasOwn(APPLICATION_TAB_SCHEMAS, tab);

/** Tags are the staff's labels (decision 0014): a viewer without `tags.read` at the site sees none. */
async function tagsOf(ctx: ResourceContext, uuid: string) {
  if (!can(ctx.access.levels.site, 'read', 'tags')) return [];
  return findTags(ctx.deps.db, ctx.reach.siteId, uuid);
}

type TabData<T extends DetailTab> = z.output<(typeof APPLICATION_TAB_SCHEMAS)[T]>;
const readers: { [T in DetailTab]: (ctx: ResourceContext, record: ApplicationRecord) => Promise<TabData<T>> } = {
  overview: async (ctx, record) => ({
    ...toApplication(record),
    seeker: record.seeker,
    answers: record.application.answers,
    consented_at: record.application.consented_at?.toISOString() ?? null,
    cover_note: record.application.cover_note,
    tags: await tagsOf(ctx, record.application.uuid),
  }),
  resume: async (ctx, { application }) => ({
    resume: await resumeOfSite(ctx.deps.db, application.site_id, application.resume_file_id),
  }),
  documents: async (ctx, { application }) => ({
    documents: await documentsSent(ctx.deps.db, application.site_id, { applicationId: application.id }),
  }),
  activity: async (ctx, { application }) => ({
    activity: (await findActivity(ctx.deps.db, application.id)).map(({ impersonator, ...row }) => ({
      ...row,
      changed_by: toActor(row.changed_by, impersonator),
      created_at: row.created_at.toISOString(),
    })),
  }),
};

/**
 * `GET /v1/applications/{uuid}/{tab}`: one tab of an application of the reach. An unknown slug and
 * another tenant's application are both a 404, the slug checked first so it costs no query.
 */
export async function applicationTab(ctx: ResourceContext, uuid: string, tab: string): Promise<TabData<DetailTab>> {
  if (!isDetailTab(tab)) throw notFound();
  const record = await applicationRows.found(ctx.deps.db, ctx.reach, uuid);
  return readers[tab](ctx, record);
}
