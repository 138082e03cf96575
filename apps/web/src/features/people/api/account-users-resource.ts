import { ACCOUNT_USER_RESOURCE, AccountUserDataSchema, type AccountUser } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { createResourceApi } from '../../../lib/resource/create-resource-api';
import { defineResource, integerKey } from '../../../lib/resource/define-resource';
import { apiRequest } from '../../../lib/api-client';

/** The selected account's users on the kit (decision 0051): `/v1/accounts/users`, right `users`. */
export const accountUserResource = defineResource(
  { name: 'people', path: '/v1/accounts/users', subject: 'users', key: integerKey },
  ACCOUNT_USER_RESOURCE,
);

export const accountUsersApi = createResourceApi(accountUserResource);

/** GET /v1/accounts/users/{user}: one user, refreshed after every change (the list's row shows first). */
export function useAccountUser(user: AccountUser) {
  return useQuery({
    queryKey: accountUsersApi.keys.detail(user.id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/v1/accounts/users/${user.id}`, AccountUserDataSchema, { signal })).data,
    placeholderData: user,
  });
}
