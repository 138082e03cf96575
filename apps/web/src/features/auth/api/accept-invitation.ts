import { MessageSchema, type AcceptInvitation } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/accept-invitation: joins the employer (a new address gets its account and password). */
export function acceptInvitation(input: AcceptInvitation) {
  return apiRequest('/auth/accept-invitation', MessageSchema, {
    method: 'POST',
    body: input,
    scope: false,
    expireOn401: false,
  });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
