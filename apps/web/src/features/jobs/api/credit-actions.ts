import { CreditActionsSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /v1/credit/credit-actions: the site's active products a job is posted as, with their cost in credits. */
export const creditActionsQueryOptions = queryOptions({
  queryKey: ['jobs', 'products'],
  queryFn: async ({ signal }) => (await apiRequest('/v1/credit/credit-actions', CreditActionsSchema, { signal })).data,
  staleTime: 60_000,
});

export const useCreditActions = () => useQuery(creditActionsQueryOptions);
