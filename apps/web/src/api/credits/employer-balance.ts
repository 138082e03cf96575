import { CreditBalanceDataSchema, HEADERS } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/**
 * GET /v1/credit/balance for a named employer (X-AF-EMPID sent for it, whoever is in scope): what
 * a job posted for that employer can spend. Cached under the credits feature's balance key
 * (`['credits', 'employer', id, 'balance']`), so a purchase or a publish refreshes both pages.
 */
export const employerBalanceQueryOptions = (employerId: number | null) =>
  queryOptions({
    queryKey: ['credits', 'employer', employerId, 'balance'] as const,
    queryFn: async ({ signal }) => {
      const headers: Record<string, string> = employerId === null ? {} : { [HEADERS.employer]: String(employerId) };
      return (await apiRequest('/v1/credit/balance', CreditBalanceDataSchema, { signal, headers })).data;
    },
    enabled: employerId !== null,
    retry: false,
  });

export const useEmployerBalance = (employerId: number | null) => useQuery(employerBalanceQueryOptions(employerId));

/** The credits feature's buy page for an employer (staff name the employer in `?employer=`). */
export function buyCreditsPath(base: string, employerId: number | null, staff: boolean): string {
  const path = `${base}/credit-system/create`;
  return staff && employerId !== null ? `${path}?employer=${employerId}` : path;
}
