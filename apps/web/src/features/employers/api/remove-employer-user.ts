import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from '../../../api/employers/keys';

/** DELETE /v1/employers/{employer}/users/{user}: the user leaves the employer (the account stays). */
export async function removeEmployerUser({
  employerId,
  userId,
}: {
  employerId: number;
  userId: number;
}): Promise<void> {
  await apiRequest(`/v1/employers/${employerId}/users/${userId}`, undefined, { method: 'DELETE' });
}

export function useRemoveEmployerUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmployerUser,
    onSuccess: (_data, { employerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employerKeys.users(employerId) }),
        queryClient.invalidateQueries({ queryKey: employerKeys.detail(employerId) }),
      ]),
  });
}
