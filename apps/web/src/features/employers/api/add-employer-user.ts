import { dataOf, EmployerInvitationSchema, type AddEmployerUser, type EmployerInvitation } from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { invalidateAll } from '../../../lib/query-client';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from '../../../api/employers/keys';

const ResponseSchema = dataOf(EmployerInvitationSchema);

/**
 * POST /v1/employers/{employer}/users: mails an invitation (202), the same answer whether the
 * address has an account or not; 422 when already a member, 429 over the invitation limit.
 */
export async function addEmployerUser({
  employerId,
  body,
}: {
  employerId: number;
  body: AddEmployerUser;
}): Promise<EmployerInvitation> {
  const { data } = await apiRequest(`/v1/employers/${employerId}/users`, ResponseSchema, {
    method: 'POST',
    body,
    idempotent: true,
  });
  return data;
}

export function useAddEmployerUser() {
  return useRefreshingMutation(addEmployerUser, {
    onSuccess: (queryClient, _invitation, { employerId }) =>
      invalidateAll(queryClient, [
        employerKeys.invitations(employerId),
        employerKeys.users(employerId),
        employerKeys.detail(employerId),
      ]),
  });
}
