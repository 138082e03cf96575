import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BulkResultSchema,
  SetTagsSchema,
  TagRefListSchema,
  UuidParamsSchema,
  type Action,
  type SetTags,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { notFound } from '../../lib/http-error.js';
import { contextOf, type ResourceContext, type RouteRight } from '../../lib/resource/define-resource.js';
import { routeDocs } from '../../lib/resource/route-doc.js';
import { reachOf, siteRight, type Reach } from '../access/index.js';
import { auditFor } from '../audit/index.js';
import { addTagLinks, replaceTagLinks, tagsOfOwners, type TagLinkTable } from './repository.js';
import { tagsForSite } from './service.js';

/**
 * A record that carries the staff's tags (decision 0014) by uuid: jobs, applications, seekers, at
 * `/v1/{noun}s`. It names its link table, its right and its scoped rows (another tenant's are
 * absent); the routes, their rules and the audit entries are the same for every one.
 */
export interface TaggedRecords {
  /** `job`: the routes are `/v1/jobs/:uuid/tags` (and `/v1/jobs/bulk/tags` with `bulk`), audited as `job`. */
  noun: string;
  link: TagLinkTable;
  right: (action: Action) => RouteRight;
  /** The record's scoped repository: which of these uuids the reach holds. */
  rows: { keysIn: (db: Db, reach: Reach, keys: readonly unknown[]) => Promise<unknown[]> };
}

/** Tags are the staff's labels: `tags.read` at the site level, else 403 (decision 0014). */
export const tagReach = (ctx: ResourceContext) => reachOf(ctx.access, siteRight('read', 'tags'));

/** A list filtered by a tag reads the staff's labels too: refused (403) to a viewer without them. */
export function checkTagFilter(ctx: ResourceContext, tag: number | undefined) {
  if (tag !== undefined) tagReach(ctx);
}

/** Every uuid is a record of the reach, or the whole request is a 404 (no partial write). */
async function foundAll(db: Db, ctx: ResourceContext, records: TaggedRecords, uuids: string[]) {
  const unique = [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
  if ((await records.rows.keysIn(db, ctx.reach, unique)).length !== unique.length) throw notFound();
  return unique;
}

/** `GET {path}/{uuid}/tags`: a record of the reach (404 otherwise) and its tags by name. */
export async function getRecordTags(ctx: ResourceContext, records: TaggedRecords, uuid: string) {
  const reach = tagReach(ctx);
  const [key] = await foundAll(ctx.deps.db, ctx, records, [uuid]);
  return { data: (await tagsOfOwners(ctx.deps.db, records.link, reach, [key ?? uuid])).get(key ?? uuid) ?? [] };
}

/** `PUT {path}/{uuid}/tags`: the record's whole set; an id that is not a tag of the site is a 422. */
export async function setRecordTags(ctx: ResourceContext, records: TaggedRecords, uuid: string, input: SetTags) {
  const reach = tagReach(ctx);
  await ctx.deps.db.transaction(async (tx) => {
    const [key = uuid] = await foundAll(tx, ctx, records, [uuid]);
    const ids = (await tagsForSite(tx, reach, input.tag_ids)).map((tag) => tag.id);
    await replaceTagLinks(tx, records.link, key, ids);
    await auditFor(records.noun)(tx, ctx, key, 'tagged', { tag_ids: ids });
  });
  return getRecordTags(ctx, records, uuid);
}

/** `POST {path}/bulk/tags`: adds the tags to every record named, all or nothing. */
export async function addRecordTags(ctx: ResourceContext, records: TaggedRecords, uuids: string[], tagIds: number[]) {
  const reach = tagReach(ctx);
  return ctx.deps.db.transaction(async (tx) => {
    const keys = await foundAll(tx, ctx, records, uuids);
    const ids = (await tagsForSite(tx, reach, tagIds)).map((tag) => tag.id);
    const audit = auditFor(records.noun);
    for (const key of keys) {
      await addTagLinks(tx, records.link, key, ids);
      await audit(tx, ctx, key, 'tags_added', { tag_ids: ids });
    }
    return keys.length;
  });
}

/** The record's right and `tags.read` at the site level, both declared (decision 0087). */
const withTags = (right: RouteRight): RouteRight =>
  'site' in right ? { ...right, alsoSite: { action: 'read', subject: 'tags' } } : right;

/** The body of `{path}/bulk/tags`: the records' uuids and the tags to add (the contract's schema). */
type BulkTagsSchema = z.ZodType<{ ids: string[]; tag_ids: number[] }>;

/** `{path}/{uuid}/tags` (spec §7) as every tagged record has it; with `bulk`, `{path}/bulk/tags` too. */
export function registerRecordTagRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  records: TaggedRecords,
  opts: { bulk?: BulkTagsSchema } = {},
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const path = `/v1/${records.noun}s`;
  const doc = routeDocs(`${records.noun}s`);
  typed.get(`${path}/:uuid/tags`, {
    ...doc(withTags(records.right('read')), `A ${records.noun}'s tags (staff: \`tags.read\` at the site level)`, {
      params: UuidParamsSchema,
      response: TagRefListSchema,
    }),
    handler: (request) => getRecordTags(contextOf(deps, request), records, request.params.uuid),
  });
  typed.put(`${path}/:uuid/tags`, {
    ...doc(withTags(records.right('update')), `Set a ${records.noun}'s whole set of tags`, {
      params: UuidParamsSchema,
      body: SetTagsSchema,
      response: TagRefListSchema,
    }),
    handler: (request) => setRecordTags(contextOf(deps, request), records, request.params.uuid, request.body),
  });
  if (!opts.bulk) return;
  typed.post(`${path}/bulk/tags`, {
    ...doc(withTags(records.right('update')), `Add tags to many ${records.noun}s (all or nothing)`, {
      body: opts.bulk,
      response: BulkResultSchema,
    }),
    handler: async (request) => ({
      data: {
        updated: await addRecordTags(contextOf(deps, request), records, request.body.ids, request.body.tag_ids),
      },
    }),
  });
}
