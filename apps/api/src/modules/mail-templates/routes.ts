import {
  MailKindParamsSchema,
  MailTemplateDataSchema,
  MailTemplatesSchema,
  UpdateMailTemplateSchema,
} from '@portal/contract';
import { contextOf } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { SETTINGS_READ, SETTINGS_UPDATE } from '../access/index.js';
import * as service from './service.js';

/** One mail, by its kind: its path's parameter, and the answer of a save or a reset (the mail as it now reads). */
const params = MailKindParamsSchema;
const response = MailTemplateDataSchema;

/** `/v1/site/mail-templates`: the site's wording of each mail the product sends (decision 0015). */
export const mailTemplateRoutes = moduleRoutes('settings', async (app, { deps, doc }) => {
  app.get('/v1/site/mail-templates', {
    ...doc(SETTINGS_READ, 'Every mail the product sends, as the selected site words it, with its placeholders', {
      response: MailTemplatesSchema,
    }),
    handler: async (request) => ({ data: await service.listMailTemplates(contextOf(deps, request)) }),
  });

  app.put('/v1/site/mail-templates/:kind', {
    ...doc(SETTINGS_UPDATE, "Save the site's subject and body of a mail (unknown placeholders are a 422)", {
      params,
      body: UpdateMailTemplateSchema,
      response,
    }),
    handler: async (request) => ({
      data: await service.saveMailTemplate(contextOf(deps, request), request.params.kind, request.body),
    }),
  });

  app.delete('/v1/site/mail-templates/:kind', {
    ...doc(SETTINGS_UPDATE, 'Reset a mail to the default wording', { params, response }),
    handler: async (request) => ({
      data: await service.resetMailTemplate(contextOf(deps, request), request.params.kind),
    }),
  });
});
