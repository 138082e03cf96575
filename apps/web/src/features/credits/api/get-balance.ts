import { CreditBalanceDataSchema, type CreditBalance } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditKeys } from './keys';

/** GET /v1/credit/balance: the balance of the employer in scope, with the site's unit price. */
export async function getBalance(signal?: AbortSignal): Promise<CreditBalance> {
  const { data } = await apiRequest('/v1/credit/balance', CreditBalanceDataSchema, { signal });
  return data;
}

export function balanceQueryOptions(employerId: number | null) {
  return queryOptions({
    queryKey: creditKeys.balance(employerId),
    queryFn: ({ signal }) => getBalance(signal),
    enabled: employerId !== null,
  });
}

export function useBalance(employerId: number | null) {
  return useQuery(balanceQueryOptions(employerId));
}
