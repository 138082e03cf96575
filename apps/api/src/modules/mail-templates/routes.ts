import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MailKindParamsSchema,
  MailTemplateDataSchema,
  MailTemplatesSchema,
  UpdateMailTemplateSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { errorResponses } from '../../lib/responses.js';
import { siteRight } from '../access/index.js';
import * as service from './service.js';

const tags = ['settings'];
const read = { right: siteRight('read', 'settings') };
const update = { right: siteRight('update', 'settings') };

/** `/v1/site/mail-templates`: the site's wording of each mail the product sends (decision 0015). */
export const mailTemplateRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/site/mail-templates', {
    config: read,
    schema: {
      tags,
      summary: 'Every mail the product sends, as the selected site words it, with its placeholders',
      response: { 200: MailTemplatesSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await service.listMailTemplates(deps, request.reach),
    }),
  });

  app.put('/v1/site/mail-templates/:kind', {
    config: update,
    schema: {
      tags,
      summary: "Save the site's subject and body of a mail (unknown placeholders are a 422)",
      params: MailKindParamsSchema,
      body: UpdateMailTemplateSchema,
      response: { 200: MailTemplateDataSchema, ...errorResponses },
    },
    handler: async (request) => {
      const reach = request.reach;
      return { data: await service.saveMailTemplate(deps, reach, request.user.id, request.params.kind, request.body) };
    },
  });

  app.delete('/v1/site/mail-templates/:kind', {
    config: update,
    schema: {
      tags,
      summary: 'Reset a mail to the default wording',
      params: MailKindParamsSchema,
      response: { 200: MailTemplateDataSchema, ...errorResponses },
    },
    handler: async (request) => {
      const reach = request.reach;
      return { data: await service.resetMailTemplate(deps, reach, request.user.id, request.params.kind) };
    },
  });
};
