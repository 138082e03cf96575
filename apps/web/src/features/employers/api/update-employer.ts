import { EmployerDataSchema, type Employer, type UpdateEmployer } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from '../../../api/employers/keys';

/** PUT /v1/employers/{id}: replaces every field of the form. */
export async function updateEmployer({ id, body }: { id: number; body: UpdateEmployer }): Promise<Employer> {
  const { data } = await apiRequest(`/v1/employers/${id}`, EmployerDataSchema, { method: 'PUT', body });
  return data;
}

export function useUpdateEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
