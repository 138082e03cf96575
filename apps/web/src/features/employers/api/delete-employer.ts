import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from '../../../api/employers/keys';

/** DELETE /v1/employers/{id}: permanent (spec §4). */
export async function deleteEmployer(id: number): Promise<void> {
  await apiRequest(`/v1/employers/${id}`, undefined, { method: 'DELETE' });
}

/**
 * Refreshes the lists; the deleted employer's own query is left to `forgetEmployer`, called once
 * its page is gone (refetching it while shown would flash a not-found page).
 */
export function useDeleteEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...employerKeys.all, 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}

export function useForgetEmployer() {
  const queryClient = useQueryClient();
  return (id: number) => {
    queryClient.removeQueries({ queryKey: employerKeys.detail(id) });
  };
}
