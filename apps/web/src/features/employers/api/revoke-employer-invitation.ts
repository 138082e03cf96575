import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import { employerKeys } from '../../../api/employers/keys';

/** DELETE /v1/employers/{employer}/invitations/{invitation}: the invitation's link stops working. */
export async function revokeEmployerInvitation({
  employerId,
  invitationId,
}: {
  employerId: number;
  invitationId: number;
}): Promise<void> {
  await apiRequest(`/v1/employers/${employerId}/invitations/${invitationId}`, undefined, { method: 'DELETE' });
}

export function useRevokeEmployerInvitation() {
  return useRefreshingMutation(revokeEmployerInvitation, {
    onSuccess: (queryClient, _data, { employerId }) =>
      queryClient.invalidateQueries({ queryKey: employerKeys.invitations(employerId) }),
  });
}
