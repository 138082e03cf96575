import { DashboardSchema, type Dashboard } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Counts for the selected site (X-AF-SID). */
export function getDashboard(): Promise<Dashboard> {
  return apiRequest('/v1/site/dashboard', DashboardSchema);
}

export function useDashboard(siteId: number | null) {
  return useQuery({
    // The site id is in the key so switching sites loads that site's counts.
    queryKey: ['dashboard', siteId],
    queryFn: getDashboard,
    enabled: siteId !== null,
  });
}
