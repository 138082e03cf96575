import {
  JobFeedSettingsDataSchema,
  SavedSiteSettingsSchema,
  SiteSettingsDataSchema,
  UpdateBrandingSettingsSchema,
  UpdateGeneralSettingsSchema,
  UpdateJobFeedSettingsSchema,
} from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { SETTINGS_READ, SETTINGS_UPDATE } from '../access/index.js';
import { getFeedSettings, saveFeedSettings } from './feed-settings.js';
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

  app.get('/v1/site/settings/feeds', {
    ...doc(
      SETTINGS_READ,
      "The selected site's job feeds: which are on, the job address, where the jobs are, the feeds' URLs",
      {
        response: JobFeedSettingsDataSchema,
      },
    ),
    handler: async (request) => ({ data: await getFeedSettings(deps, request.reach) }),
  });

  app.put('/v1/site/settings/feeds', {
    ...doc(
      SETTINGS_UPDATE,
      'Save the job feeds section (decision 0107): a feed turned on needs the job address and the country',
      {
        body: UpdateJobFeedSettingsSchema,
        response: JobFeedSettingsDataSchema,
      },
    ),
    handler: (request) => saveFeedSettings(deps, request.reach, request.user.id, request.body),
  });
});
