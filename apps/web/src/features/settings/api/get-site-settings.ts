import { SiteSettingsDataSchema, type SiteSettings } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** GET /v1/site/settings: the selected site's general and branding tabs. */
export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const { data } = await apiRequest('/v1/site/settings', SiteSettingsDataSchema, { signal });
  return data;
}

export const siteSettingsQueryOptions = queryOptions({
  queryKey: settingsKeys.site,
  queryFn: ({ signal }) => getSiteSettings(signal),
});

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions);
}
