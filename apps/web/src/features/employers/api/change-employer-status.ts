import { bulkBodyOf, BulkResultSchema, EMPLOYER_TRANSITIONS, type EmployerTransition } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from '../../../api/employers/keys';

export interface StatusChange {
  transition: EmployerTransition;
  ids: number[];
  /** The transition's own fields (reject: the reason mailed to the employer's contact). */
  body?: Record<string, unknown>;
}

/**
 * POST /v1/employers/{id}/{transition} for one employer, POST /v1/employers/bulk/{transition} for
 * several (all-or-nothing; 409 when a status does not allow it). The body is checked against the
 * contract's transition table before it leaves. Returns how many changed.
 */
export async function changeEmployerStatus({ transition, ids, body = {} }: StatusChange): Promise<number> {
  const def = EMPLOYER_TRANSITIONS[transition];
  const [only] = ids;
  const single = ids.length === 1 && only !== undefined;
  const path = single ? `/v1/employers/${only}/${transition}` : `/v1/employers/bulk/${transition}`;
  const payload = single ? def.body.parse(body) : bulkBodyOf(def).parse({ ...body, ids });
  const { data } = await apiRequest(path, BulkResultSchema, { method: 'POST', body: payload });
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
