import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SetTagsSchema, TagRefListSchema, UuidParamsSchema, type Action, type SetTags } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { contextOf, type ResourceContext, type RouteRight } from '../../lib/resource/define-resource.js';
import { errorResponses } from '../../lib/responses.js';
import { reachOf, siteRight, type Reach } from '../access/index.js';
import { auditFor } from '../audit/index.js';
import { replaceTagLinks, tagsOfOwners, type TagLinkTable } from './repository.js';
import { tagsForSite } from './service.js';

/** A resource whose rows carry tags by uuid (jobs, seekers, applications: decision 0014). */
export interface TaggedResource {
  /** The resource's list path: the routes are `GET` and `PUT {path}/:uuid/tags`. */
  path: string;
  /** The OpenAPI tag and the audit subject (`job`, `seeker`). */
  tag: string;
  subject: string;
  link: TagLinkTable;
  /** The resource's own right (read for GET, update for PUT); tags also need `tags.read` at the site. */
  right: (action: Action) => RouteRight;
  /** Throws the 404 of a row outside the request's reach. */
  found: (db: Db, reach: Reach, uuid: string) => Promise<unknown>;
}

/** Tags are the staff's labels: `tags.read` at the site level, else 403 (decision 0014). */
export const tagReachOf = (ctx: Pick<ResourceContext, 'access'>) => reachOf(ctx.access, siteRight('read', 'tags'));

/** A row of the reach (404 otherwise) and its tags by name. */
export async function recordTags(ctx: ResourceContext, def: TaggedResource, uuid: string) {
  const reach = tagReachOf(ctx);
  await def.found(ctx.deps.db, ctx.reach, uuid);
  return { data: (await tagsOfOwners(ctx.deps.db, def.link, reach, [uuid])).get(uuid) ?? [] };
}

/** The row's whole set of tags; an id that is not a tag of the site is a 422 on `tag_ids`. */
export async function setRecordTags(ctx: ResourceContext, def: TaggedResource, uuid: string, { tag_ids }: SetTags) {
  const reach = tagReachOf(ctx);
  const audit = auditFor(def.subject);
  await ctx.deps.db.transaction(async (tx) => {
    await def.found(tx, ctx.reach, uuid);
    const ids = (await tagsForSite(tx, reach, tag_ids)).map((tag) => tag.id);
    await replaceTagLinks(tx, def.link, uuid, ids);
    await audit(tx, ctx, uuid, 'tagged', { tag_ids: ids });
  });
  return recordTags(ctx, def, uuid);
}

/** `GET` and `PUT {path}/{uuid}/tags` (spec §7), as every tagged resource has them. */
export function registerRecordTagRoutes(app: FastifyInstance, deps: AppDeps, def: TaggedResource) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(`${def.path}/:uuid/tags`, {
    config: { right: def.right('read') },
    schema: {
      tags: [def.tag],
      summary: `A ${def.subject}'s tags (staff: \`tags.read\` at the site level)`,
      params: UuidParamsSchema,
      response: { 200: TagRefListSchema, ...errorResponses },
    },
    handler: (request) => recordTags(contextOf(deps, request), def, request.params.uuid),
  });
  typed.put(`${def.path}/:uuid/tags`, {
    config: { right: def.right('update') },
    schema: {
      tags: [def.tag],
      summary: `Set a ${def.subject}'s whole set of tags`,
      params: UuidParamsSchema,
      body: SetTagsSchema,
      response: { 200: TagRefListSchema, ...errorResponses },
    },
    handler: (request) => setRecordTags(contextOf(deps, request), def, request.params.uuid, request.body),
  });
}
