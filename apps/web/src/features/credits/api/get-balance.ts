import { CreditBalanceDataSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataQuery } from '../../../lib/data-query';
import { creditKeys } from './keys';

/** GET /v1/credit/balance: the balance of the employer in scope, with the site's unit price. */
export function balanceQueryOptions(employerId: number | null) {
  return queryOptions({
    ...dataQuery(creditKeys.balance(employerId), '/v1/credit/balance', CreditBalanceDataSchema),
    enabled: employerId !== null,
  });
}

export function useBalance(employerId: number | null) {
  return useQuery(balanceQueryOptions(employerId));
}
