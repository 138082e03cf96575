import { CreateTagSchema, TagDataSchema, TagListQuerySchema, TagPageSchema, UpdateTagSchema } from '@portal/contract';
import { resourceRoutes } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { tagRight } from './access.js';
import * as service from './service.js';

/** The selected site's tags, addressed by id: the kit's list, create, update and delete. */
export const tagRoutes = moduleRoutes('tags', async (app, { deps, tags }) => {
  const routes = resourceRoutes(deps, {
    path: '/v1/site/tags',
    tags,
    key: 'id',
    right: tagRight,
    list: {
      summary: "The selected site's tags; `search` matches part of a name",
      query: TagListQuerySchema,
      response: TagPageSchema,
      handler: (ctx, q) => service.listTags(ctx.deps, ctx.reach, q),
    },
    create: {
      summary: 'Create a tag (a name the site already has, in any case, is refused)',
      body: CreateTagSchema,
      response: TagDataSchema,
      handler: (ctx, input) => service.createTag(ctx.deps, ctx.reach, ctx.user.id, input),
    },
    update: {
      summary: 'Rename or recolour a tag',
      method: 'PATCH',
      body: UpdateTagSchema,
      response: TagDataSchema,
      handler: (ctx, id, input) => service.updateTag(ctx.deps, ctx.reach, ctx.user.id, id, input),
    },
    delete: {
      summary: 'Delete a tag; it is removed from every job, seeker and application that carried it',
      handler: (ctx, id) => service.deleteTag(ctx.deps, ctx.reach, ctx.user.id, id),
    },
  });
  for (const route of routes) app.route(route);
});
