import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { invalidateAll } from '../../../lib/query-client';
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
  return useRefreshingMutation(removeEmployerUser, {
    onSuccess: (queryClient, _data, { employerId }) =>
      invalidateAll(queryClient, [employerKeys.users(employerId), employerKeys.detail(employerId)]),
  });
}
