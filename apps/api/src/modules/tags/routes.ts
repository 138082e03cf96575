import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateTagSchema,
  TagDataSchema,
  TagIdParamsSchema,
  TagListQuerySchema,
  TagPageSchema,
  UpdateTagSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { routeDocs } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { tagRight } from './access.js';
import * as service from './service.js';

const tags = ['tags'];
const doc = routeDocs(...tags);

export const tagRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/site/tags', {
    ...doc(tagRight('read'), "The selected site's tags; `search` matches part of a name", {
      querystring: TagListQuerySchema,
      response: TagPageSchema,
    }),
    handler: (request) => service.listTags(deps, request.reach, request.query),
  });

  app.post('/v1/site/tags', {
    ...doc(tagRight('create'), 'Create a tag (a name the site already has, in any case, is refused)', {
      body: CreateTagSchema,
      response: { 201: TagDataSchema, ...errorResponses },
    }),
    handler: async (request, reply) => {
      const data = await service.createTag(deps, request.reach, request.user.id, request.body);
      return reply.status(201).send({ data });
    },
  });

  app.patch('/v1/site/tags/:id', {
    ...doc(tagRight('update'), 'Rename or recolour a tag', {
      params: TagIdParamsSchema,
      body: UpdateTagSchema,
      response: TagDataSchema,
    }),
    handler: async (request) => ({
      data: await service.updateTag(deps, request.reach, request.user.id, request.params.id, request.body),
    }),
  });

  app.delete('/v1/site/tags/:id', {
    ...doc(tagRight('delete'), 'Delete a tag; it is removed from every job, seeker and application that carried it', {
      params: TagIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    handler: async (request, reply) => {
      await service.deleteTag(deps, request.reach, request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
