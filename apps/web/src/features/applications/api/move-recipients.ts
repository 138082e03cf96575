import { ApplicationRecipientsSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { applicationsApi } from '../../../api/applications/application-resource';
import { apiRequest } from '../../../lib/api-client';

/** `POST /v1/applications/bulk/recipients`: who a move of these applications would mail, per group (decision 0068). */
export function useMoveRecipients(ids: readonly string[]) {
  return useQuery({
    queryKey: ['applications', 'recipients', [...ids].sort()],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`${applicationsApi.definition.path}/bulk/recipients`, ApplicationRecipientsSchema, {
          method: 'POST',
          body: { ids },
          signal,
        })
      ).data,
  });
}
