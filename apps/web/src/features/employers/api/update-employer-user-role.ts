import { dataOf, EmployerUserSchema, type EmployerUser } from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from '../../../api/employers/keys';

const ResponseSchema = dataOf(EmployerUserSchema);

export interface RoleChange {
  employerId: number;
  userId: number;
  role: EmployerUser['role'];
}

/** PATCH /v1/employers/{employer}/users/{user}: employer admin ⇄ employer user. */
export async function updateEmployerUserRole({ employerId, userId, role }: RoleChange): Promise<EmployerUser> {
  const { data } = await apiRequest(`/v1/employers/${employerId}/users/${userId}`, ResponseSchema, {
    method: 'PATCH',
    body: { role },
  });
  return data;
}

export function useUpdateEmployerUserRole() {
  return useRefreshingMutation(updateEmployerUserRole, {
    onSettled: (queryClient, { employerId }) =>
      queryClient.invalidateQueries({ queryKey: employerKeys.users(employerId) }),
  });
}
