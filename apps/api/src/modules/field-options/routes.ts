import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { EMPLOYER_TYPES, EmployerTypesSchema, FieldOptionsSchema } from '@portal/contract';
import { fieldOptions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { errorResponses } from '../../lib/responses.js';

const TYPE_LABELS: Record<(typeof EMPLOYER_TYPES)[number], string> = { business: 'Business', household: 'Household' };

export const fieldOptionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/employer-types', {
    schema: { tags: ['options'], summary: 'Employer types', response: { 200: EmployerTypesSchema, ...errorResponses } },
    handler: async () => ({ data: EMPLOYER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })) }),
  });

  app.get('/v1/site/field-options', {
    config: { scope: 'site' },
    schema: { tags: ['options'], summary: "The selected site's option lists, by field", response: { 200: FieldOptionsSchema, ...errorResponses } },
    handler: async (request) => {
      const rows = await deps.db
        .select()
        .from(fieldOptions)
        .where(eq(fieldOptions.site_id, request.access.scope.siteId ?? 0))
        .orderBy(asc(fieldOptions.field), asc(fieldOptions.position));
      const data: Record<string, { value: string; label: string }[]> = {};
      for (const row of rows) (data[row.field] ??= []).push({ value: row.value, label: row.label });
      return { data };
    },
  });
};
