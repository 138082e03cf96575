import {
  SavedSiteSettingsSchema,
  SiteSettingsDataSchema,
  UpdateBrandingSettingsSchema,
  UpdateGeneralSettingsSchema,
} from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { SETTINGS_READ, SETTINGS_UPDATE } from '../access/index.js';
import * as service from './service.js';

/** The selected site's general and branding tabs (decision 0015); `settings` read to see, update to save. */
export const settingsRoutes = moduleRoutes('settings', async (app, { deps, doc }) => {
  app.get('/v1/site/settings', {
    ...doc(SETTINGS_READ, "The selected site's general and branding settings", { response: SiteSettingsDataSchema }),
    handler: async (request) => ({
      data: await service.getSiteSettings(deps, request.reach),
    }),
  });

  app.put('/v1/site/settings/general', {
    ...doc(SETTINGS_UPDATE, 'Save the approval policy, languages and snackbar timeout', {
      body: UpdateGeneralSettingsSchema,
      response: SavedSiteSettingsSchema,
    }),
    handler: (request) => service.saveGeneralSettings(deps, request.reach, request.user.id, request.body),
  });

  app.put('/v1/site/settings/branding', {
    ...doc(SETTINGS_UPDATE, 'Save the white-label branding (title, colours, page texts, file references)', {
      body: UpdateBrandingSettingsSchema,
      response: SavedSiteSettingsSchema,
    }),
    handler: (request) => service.saveBrandingSettings(deps, request.reach, request.user.id, request.body),
  });
});
