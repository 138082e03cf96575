import { BulkResultSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './keys';

export const EMPLOYER_TRANSITIONS = ['approve', 'reject', 'enable', 'disable'] as const;
export type EmployerTransition = (typeof EMPLOYER_TRANSITIONS)[number];

export interface StatusChange {
  transition: EmployerTransition;
  ids: number[];
  /** Required by reject: mailed to the employer's contact. */
  reason?: string;
}

/**
 * POST /v1/employers/{id}/{transition} for one employer, POST /v1/employers/bulk/{transition} for
 * several (all-or-nothing; 409 when a status does not allow it). Returns how many changed.
 */
export async function changeEmployerStatus({ transition, ids, reason }: StatusChange): Promise<number> {
  const [only] = ids;
  const single = ids.length === 1 && only !== undefined;
  const path = single ? `/v1/employers/${only}/${transition}` : `/v1/employers/bulk/${transition}`;
  const body = single ? (transition === 'reject' ? { reason } : {}) : { ids, ...(transition === 'reject' ? { reason } : {}) };
  const { data } = await apiRequest(path, BulkResultSchema, { method: 'POST', body });
  return data.updated;
}

export function useChangeEmployerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmployerStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employerKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
