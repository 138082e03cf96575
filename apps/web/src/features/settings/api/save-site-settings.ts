import {
  SavedSiteSettingsSchema,
  type SavedSiteSettings,
  type UpdateBrandingSettings,
  type UpdateGeneralSettings,
} from '@portal/contract';
import { type QueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import { brandingQueryOptions } from '../../../lib/branding';
import { settingsKeys } from './keys';

type Tab = 'general' | 'branding';
type Body<T extends Tab> = T extends 'general' ? UpdateGeneralSettings : UpdateBrandingSettings;

/** PUT /v1/site/settings/{general|branding}: the saved settings and the site's new branding record. */
export async function saveSiteSettings<T extends Tab>(tab: T, body: Body<T>): Promise<SavedSiteSettings> {
  return apiRequest(`/v1/site/settings/${tab}`, SavedSiteSettingsSchema, { method: 'PUT', body });
}

/**
 * After a save, the page re-themes at once when the edited site is the one this host shows: the
 * answer's branding record replaces the cached one (a refetch could meet the 60 s HTTP cache).
 */
function applySaved(queryClient: QueryClient, saved: SavedSiteSettings) {
  queryClient.setQueryData(settingsKeys.site, saved.data);
  const branding = brandingQueryOptions();
  const shown = queryClient.getQueryData(branding.queryKey);
  if (shown?.id === saved.branding.id) queryClient.setQueryData(branding.queryKey, saved.branding);
}

export function useSaveSiteSettings<T extends Tab>(tab: T) {
  return useRefreshingMutation((body: Body<T>) => saveSiteSettings(tab, body), {
    onSuccess: (queryClient, saved) => {
      applySaved(queryClient, saved);
    },
  });
}
