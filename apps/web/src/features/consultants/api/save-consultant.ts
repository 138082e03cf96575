import { ConsultantDataSchema, type Consultant, type CreateConsultant } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { consultantKeys } from './keys';

/** POST /v1/consultants (new, active) or PUT /v1/consultants/{id} (replaces every field). */
export async function saveConsultant({ id, body }: { id?: number; body: CreateConsultant }): Promise<Consultant> {
  const path = id === undefined ? '/v1/consultants' : `/v1/consultants/${id}`;
  const { data } = await apiRequest(path, ConsultantDataSchema, { method: id === undefined ? 'POST' : 'PUT', body });
  return data;
}

export function useSaveConsultant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsultant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultantKeys.all }),
  });
}
