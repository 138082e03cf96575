import { InvitationPreviewSchema, type InvitationPreview } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/invitation: what a mailed token invites to (422 on token when invalid or expired). */
export async function getInvitation(token: string): Promise<InvitationPreview> {
  const { data } = await apiRequest('/auth/invitation', InvitationPreviewSchema, {
    method: 'POST',
    body: { token },
    scope: false,
    expireOn401: false,
  });
  return data;
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    enabled: token !== '',
    // The token is used up by accepting: never ask again behind the form's back.
    staleTime: Infinity,
  });
}
