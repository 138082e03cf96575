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
import { errorResponses } from '../../lib/responses.js';
import { tagReach } from './access.js';
import * as service from './service.js';

const tags = ['tags'];

export const tagRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/site/tags', {
    config: { scope: 'site', permission: { action: 'read', subject: 'tags' } },
    schema: {
      tags,
      summary: "The selected site's tags; `search` matches part of a name",
      querystring: TagListQuerySchema,
      response: { 200: TagPageSchema, ...errorResponses },
    },
    handler: (request) => service.listTags(deps, tagReach(request, 'read'), request.query),
  });

  app.post('/v1/site/tags', {
    config: { scope: 'site', permission: { action: 'create', subject: 'tags' } },
    schema: {
      tags,
      summary: 'Create a tag (a name the site already has, in any case, is refused)',
      body: CreateTagSchema,
      response: { 201: TagDataSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const data = await service.createTag(deps, tagReach(request, 'create'), request.user.id, request.body);
      return reply.status(201).send({ data });
    },
  });

  app.patch('/v1/site/tags/:id', {
    config: { scope: 'site', permission: { action: 'update', subject: 'tags' } },
    schema: {
      tags,
      summary: 'Rename or recolour a tag',
      params: TagIdParamsSchema,
      body: UpdateTagSchema,
      response: { 200: TagDataSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await service.updateTag(
        deps,
        tagReach(request, 'update'),
        request.user.id,
        request.params.id,
        request.body,
      ),
    }),
  });

  app.delete('/v1/site/tags/:id', {
    config: { scope: 'site', permission: { action: 'delete', subject: 'tags' } },
    schema: {
      tags,
      summary: 'Delete a tag; it is removed from every job, seeker and application that carried it',
      params: TagIdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await service.deleteTag(deps, tagReach(request, 'delete'), request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
