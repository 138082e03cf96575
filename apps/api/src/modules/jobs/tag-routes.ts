import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SetTagsSchema, TagRefListSchema, UuidParamsSchema, type Action } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { contextOf, type RouteRight } from '../../lib/resource/define-resource.js';
import { errorResponses } from '../../lib/responses.js';
import { getJobTags, setJobTags } from './job-tags.js';

/** `/v1/jobs/{uuid}/tags` (spec §7), as every tagged resource has it (decision 0014). */
export function registerJobTagRoutes(app: FastifyInstance, deps: AppDeps, right: (action: Action) => RouteRight) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/v1/jobs/:uuid/tags', {
    config: { right: right('read') },
    schema: {
      tags: ['jobs'],
      summary: "A job's tags (staff: `tags.read` at the site level)",
      params: UuidParamsSchema,
      response: { 200: TagRefListSchema, ...errorResponses },
    },
    handler: (request) => getJobTags(contextOf(deps, request), request.params.uuid),
  });
  typed.put('/v1/jobs/:uuid/tags', {
    config: { right: right('update') },
    schema: {
      tags: ['jobs'],
      summary: "Set a job's whole set of tags, in any status",
      params: UuidParamsSchema,
      body: SetTagsSchema,
      response: { 200: TagRefListSchema, ...errorResponses },
    },
    handler: (request) => setJobTags(contextOf(deps, request), request.params.uuid, request.body),
  });
}
