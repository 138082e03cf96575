import { TAG_RESOURCE } from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { tagRight } from './access.js';
import * as service from './service.js';

/** The selected site's tags, addressed by id: the kit's list, create, update and delete. */
export const tagRoutes = moduleRoutes('tags', async (_app, { resource }) => {
  resource('/v1/site/tags', TAG_RESOURCE, {
    key: 'id',
    right: tagRight,
    list: {
      summary: "The selected site's tags; `search` matches part of a name",
      handler: (ctx, q) => service.listTags(ctx.deps, ctx.reach, q),
    },
    create: {
      summary: 'Create a tag (a name the site already has, in any case, is refused)',
      handler: (ctx, input) => service.createTag(ctx.deps, ctx.reach, ctx.user.id, input),
    },
    update: {
      summary: 'Rename or recolour a tag',
      method: 'PATCH',
      handler: (ctx, id, input) => service.updateTag(ctx.deps, ctx.reach, ctx.user.id, id, input),
    },
    delete: {
      summary: 'Delete a tag; it is removed from every job, seeker and application that carried it',
      handler: (ctx, id) => service.deleteTag(ctx.deps, ctx.reach, ctx.user.id, id),
    },
  });
});
