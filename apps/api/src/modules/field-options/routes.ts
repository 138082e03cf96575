import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMPLOYER_TYPES, EmployerTypesSchema, FieldOptionsSchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { errorResponses } from '../../lib/responses.js';
import { requireSite } from '../access/reach.js';
import { fieldOptionsOf } from './service.js';

const TYPE_LABELS: Record<(typeof EMPLOYER_TYPES)[number], string> = { business: 'Business', household: 'Household' };

export const fieldOptionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/employer-types', {
    schema: { tags: ['options'], summary: 'Employer types', response: { 200: EmployerTypesSchema, ...errorResponses } },
    handler: async () => ({ data: EMPLOYER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })) }),
  });

  app.get('/v1/site/field-options', {
    config: { scope: 'site' },
    schema: {
      tags: ['options'],
      summary: "The selected site's option lists, by field",
      response: { 200: FieldOptionsSchema, ...errorResponses },
    },
    handler: async (request) => ({ data: await fieldOptionsOf(deps, { siteId: requireSite(request) }) }),
  });
};
