import { dataOf, EmployerUserSchema, type AddEmployerUser, type EmployerUser } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from './keys';

const ResponseSchema = dataOf(EmployerUserSchema);

/** POST /v1/employers/{employer}/users: adds by email; an unknown address is invited (422 when already a member). */
export async function addEmployerUser({ employerId, body }: { employerId: number; body: AddEmployerUser }): Promise<EmployerUser> {
  const { data } = await apiRequest(`/v1/employers/${employerId}/users`, ResponseSchema, { method: 'POST', body });
  return data;
}

export function useAddEmployerUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmployerUser,
    onSuccess: (_user, { employerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employerKeys.users(employerId) }),
        queryClient.invalidateQueries({ queryKey: employerKeys.detail(employerId) }),
      ]),
  });
}
