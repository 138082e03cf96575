import { DashboardSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { dataQuery } from '../../../lib/data-query';

/** GET /v1/site/dashboard: counts and charts of the selected site (X-AF-SID). */
export function useDashboard(siteId: number | null) {
  // The site id is in the key so switching sites loads that site's counts.
  return useQuery({
    ...dataQuery(['dashboard', siteId], '/v1/site/dashboard', DashboardSchema),
    enabled: siteId !== null,
  });
}
