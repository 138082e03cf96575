import { EmployerDataSchema, type CreateEmployer, type Employer } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from '../../../api/employers/keys';

/** POST /v1/employers: staff create an employer (it starts active). */
export async function createEmployer(body: CreateEmployer): Promise<Employer> {
  const { data } = await apiRequest('/v1/employers', EmployerDataSchema, { method: 'POST', body });
  return data;
}

export function useCreateEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employerKeys.all }),
  });
}
