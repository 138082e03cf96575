import { CreditGrantResultSchema, type GrantCredits } from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { invalidateAll } from '../../../lib/query-client';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { creditKeys } from './keys';
import { employerLedgerKey } from './ledger-resource';

export type GrantResult = z.infer<typeof CreditGrantResultSchema>['data'];

/** POST /v1/credit/grants (credits.grant, staff): adds or takes away credits of the employer in scope. */
export async function grantCredits(body: GrantCredits): Promise<GrantResult> {
  const { data } = await apiRequest('/v1/credit/grants', CreditGrantResultSchema, {
    method: 'POST',
    body,
    idempotent: true,
  });
  return data;
}

export function useGrantCredits(employerId: number | null) {
  return useRefreshingMutation(grantCredits, {
    onSuccess: (queryClient) =>
      invalidateAll(queryClient, [
        creditKeys.employer(employerId),
        ...(employerId === null ? [] : [employerLedgerKey(employerId)]),
      ]),
  });
}
