import { SiteSettingsDataSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataQuery } from '../../../lib/data-query';
import { settingsKeys } from './keys';

/** GET /v1/site/settings: the selected site's general and branding tabs. */
export const siteSettingsQueryOptions = queryOptions(
  dataQuery(settingsKeys.site, '/v1/site/settings', SiteSettingsDataSchema),
);

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions);
}
