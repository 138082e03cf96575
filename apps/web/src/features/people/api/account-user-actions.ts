import {
  AccountInvitationSchema,
  AccountUserDataSchema,
  dataOf,
  type InviteAccountUser,
  type SetScopeRole,
} from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import { accountUsersApi } from './account-users-resource';

const users = '/v1/accounts/users';

/** POST /v1/accounts/users: mails an invitation (202); 422 on a field, 403 for a role not grantable. */
export const inviteAccountUser = async (body: InviteAccountUser) =>
  (await apiRequest(users, dataOf(AccountInvitationSchema), { method: 'POST', body, idempotent: true })).data;

/** PUT /v1/accounts/users/{user}/roles: the user's role in one scope (added or replaced). */
export const setScopeRole = async ({ userId, body }: { userId: number; body: SetScopeRole }) =>
  (await apiRequest(`${users}/${userId}/roles`, AccountUserDataSchema, { method: 'PUT', body })).data;

/** DELETE /v1/accounts/users/{user}/roles/{membership}: takes one role away (409 for a last admin). */
export const removeScopeRole = async ({ userId, membershipId }: { userId: number; membershipId: number }) => {
  await apiRequest(`${users}/${userId}/roles/${membershipId}`, undefined, { method: 'DELETE' });
};

/** POST /v1/accounts/users/{user}/disable or /enable. */
export const setUserDisabled = async ({ userId, disabled }: { userId: number; disabled: boolean }) =>
  (
    await apiRequest(`${users}/${userId}/${disabled ? 'disable' : 'enable'}`, AccountUserDataSchema, {
      method: 'POST',
    })
  ).data;

/** DELETE /v1/accounts/users/{user}: every role in the account goes. */
export const removeFromAccount = async (userId: number) => {
  await apiRequest(`${users}/${userId}`, undefined, { method: 'DELETE' });
};

/** A mutation that refreshes the users list once it succeeds. */
function useUsersMutation<I, O>(fn: (input: I) => Promise<O>) {
  return useRefreshingMutation(fn, {
    onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: accountUsersApi.keys.all }),
  });
}

export const useInviteAccountUser = () => useUsersMutation(inviteAccountUser);
export const useSetScopeRole = () => useUsersMutation(setScopeRole);
export const useRemoveScopeRole = () => useUsersMutation(removeScopeRole);
export const useSetUserDisabled = () => useUsersMutation(setUserDisabled);
export const useRemoveFromAccount = () => useUsersMutation(removeFromAccount);
