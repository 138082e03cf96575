import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { consultantKeys } from './keys';

/** DELETE /v1/consultants/{id}: permanent; refused (409) while a live job shows the consultant. */
export async function deleteConsultant(id: number): Promise<void> {
  await apiRequest(`/v1/consultants/${id}`, undefined, { method: 'DELETE' });
}

/** Refreshes the lists; the deleted consultant's own query is dropped once its page is gone. */
export function useDeleteConsultant() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: deleteConsultant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...consultantKeys.all, 'list'] }),
  });
  const forget = (id: number) => {
    queryClient.removeQueries({ queryKey: consultantKeys.detail(id) });
  };
  return { mutation, forget };
}
