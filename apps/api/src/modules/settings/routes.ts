import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SavedSiteSettingsSchema,
  SiteSettingsDataSchema,
  UpdateBrandingSettingsSchema,
  UpdateGeneralSettingsSchema,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { errorResponses } from '../../lib/responses.js';
import { siteRight } from '../access/index.js';
import * as service from './service.js';

const tags = ['settings'];
const read = { right: siteRight('read', 'settings') };
const update = { right: siteRight('update', 'settings') };

/** The selected site's general and branding tabs (decision 0015); `settings` read to see, update to save. */
export const settingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/site/settings', {
    config: read,
    schema: {
      tags,
      summary: "The selected site's general and branding settings",
      response: { 200: SiteSettingsDataSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await service.getSiteSettings(deps, request.reach),
    }),
  });

  app.put('/v1/site/settings/general', {
    config: update,
    schema: {
      tags,
      summary: 'Save the approval policy, languages and snackbar timeout',
      body: UpdateGeneralSettingsSchema,
      response: { 200: SavedSiteSettingsSchema, ...errorResponses },
    },
    handler: (request) => service.saveGeneralSettings(deps, request.reach, request.user.id, request.body),
  });

  app.put('/v1/site/settings/branding', {
    config: update,
    schema: {
      tags,
      summary: 'Save the white-label branding (title, colours, page texts, file references)',
      body: UpdateBrandingSettingsSchema,
      response: { 200: SavedSiteSettingsSchema, ...errorResponses },
    },
    handler: (request) => service.saveBrandingSettings(deps, request.reach, request.user.id, request.body),
  });
};
