import { bulkBodyOf, BulkResultSchema, CONSULTANT_TRANSITIONS, type ConsultantTransition } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { consultantKeys } from './keys';

export interface ConsultantStatusChange {
  transition: ConsultantTransition;
  ids: number[];
}

/**
 * POST /v1/consultants/{id}/{transition} for one, POST /v1/consultants/bulk/{transition} for
 * several (all-or-nothing). Returns how many changed.
 */
export async function changeConsultantStatus({ transition, ids }: ConsultantStatusChange): Promise<number> {
  const def = CONSULTANT_TRANSITIONS[transition];
  const [only] = ids;
  const single = ids.length === 1 && only !== undefined;
  const path = single ? `/v1/consultants/${only}/${transition}` : `/v1/consultants/bulk/${transition}`;
  const body = single ? def.body.parse({}) : bulkBodyOf(def).parse({ ids });
  const { data } = await apiRequest(path, BulkResultSchema, { method: 'POST', body });
  return data.updated;
}

export function useChangeConsultantStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeConsultantStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consultantKeys.all }),
  });
}
