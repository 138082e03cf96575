import { CreditLedgerPageSchema } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiListQuery } from '../../../lib/list-state';
import { creditKeys } from './keys';

export type LedgerPage = z.infer<typeof CreditLedgerPageSchema>;

/** GET /v1/credit/ledgers: one page of the credit history of the employer in scope. */
export function getLedger(query: ApiListQuery, signal?: AbortSignal): Promise<LedgerPage> {
  return apiRequest('/v1/credit/ledgers', CreditLedgerPageSchema, { query, signal });
}

export function ledgerQueryOptions(employerId: number | null, query: ApiListQuery) {
  return queryOptions({
    queryKey: creditKeys.ledger(employerId, query),
    queryFn: ({ signal }) => getLedger(query, signal),
    placeholderData: keepPreviousData,
    enabled: employerId !== null,
  });
}

export function useLedger(employerId: number | null, query: ApiListQuery) {
  return useQuery(ledgerQueryOptions(employerId, query));
}
