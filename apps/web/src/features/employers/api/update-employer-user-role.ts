import { dataOf, EmployerUserSchema, type EmployerUser } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployerUserRole,
    onSettled: (_user, _error, { employerId }) =>
      queryClient.invalidateQueries({ queryKey: employerKeys.users(employerId) }),
  });
}
