import {
  MailKindParamsSchema,
  MailTemplateDataSchema,
  MailTemplatesSchema,
  UpdateMailTemplateSchema,
} from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { SETTINGS_READ, SETTINGS_UPDATE } from '../access/index.js';
import * as service from './service.js';

/** `/v1/site/mail-templates`: the site's wording of each mail the product sends (decision 0015). */
export const mailTemplateRoutes = moduleRoutes('settings', async (app, { deps, doc }) => {
  app.get('/v1/site/mail-templates', {
    ...doc(SETTINGS_READ, 'Every mail the product sends, as the selected site words it, with its placeholders', {
      response: MailTemplatesSchema,
    }),
    handler: async (request) => ({
      data: await service.listMailTemplates(deps, request.reach),
    }),
  });

  app.put('/v1/site/mail-templates/:kind', {
    ...doc(SETTINGS_UPDATE, "Save the site's subject and body of a mail (unknown placeholders are a 422)", {
      params: MailKindParamsSchema,
      body: UpdateMailTemplateSchema,
      response: MailTemplateDataSchema,
    }),
    handler: async (request) => {
      const reach = request.reach;
      return { data: await service.saveMailTemplate(deps, reach, request.user.id, request.params.kind, request.body) };
    },
  });

  app.delete('/v1/site/mail-templates/:kind', {
    ...doc(SETTINGS_UPDATE, 'Reset a mail to the default wording', {
      params: MailKindParamsSchema,
      response: MailTemplateDataSchema,
    }),
    handler: async (request) => {
      const reach = request.reach;
      return { data: await service.resetMailTemplate(deps, reach, request.user.id, request.params.kind) };
    },
  });
});
