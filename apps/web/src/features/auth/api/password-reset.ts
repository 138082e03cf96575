import { MessageSchema, type ForgotPassword, type ResetPassword } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const publicCall = { method: 'POST', scope: false, expireOn401: false } as const;

/** Always answers with the same message, whether or not the address is known. */
export function forgotPassword(input: ForgotPassword) {
  return apiRequest('/auth/forgot-password', MessageSchema, { ...publicCall, body: input });
}

export function resetPassword(input: ResetPassword) {
  return apiRequest('/auth/reset-password', MessageSchema, { ...publicCall, body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
