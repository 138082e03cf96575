import { TokenSchema, type Login, type Token } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-store';
import { clearUserQueries } from '../../../lib/query-client';

export function login(credentials: Login): Promise<Token> {
  return apiRequest('/auth/login', TokenSchema, {
    method: 'POST',
    body: credentials,
    scope: false,
    expireOn401: false,
  });
}

/** Signs in and stores the token (spec §4 "a token is set at login"). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (token) => {
      clearUserQueries();
      setToken(token);
    },
  });
}
