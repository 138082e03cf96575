import {
  PasswordChangedSchema,
  UserAccountDataSchema,
  type ChangePassword,
  type Me,
  type UpdateUserAccount,
  type UserAccount,
} from '@portal/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { uploadTo, type UploadOptions } from '../../../lib/upload-file';

const BASE = '/v1/user-account';

/**
 * Shows the changed account at once wherever `me` is read (the navbar's avatar and name), then
 * asks the API again so every other field is fresh.
 */
export async function refreshMe(client: QueryClient, account: UserAccount): Promise<void> {
  client.setQueriesData<Me>({ queryKey: ['me'] }, (me) =>
    me && me.id === account.id ? { ...me, name: account.name, avatar: account.avatar } : me,
  );
  await client.invalidateQueries({ queryKey: ['me'] });
}

/** POST /v1/user-account/change-password: the user's other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePassword) =>
      apiRequest(`${BASE}/change-password`, PasswordChangedSchema, { method: 'POST', body: input }),
  });
}

/** PATCH /v1/user-account: the user's name. */
export function useRenameAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateUserAccount) =>
      (await apiRequest(BASE, UserAccountDataSchema, { method: 'PATCH', body: input })).data,
    onSuccess: (account) => refreshMe(client, account),
  });
}

/** POST /v1/user-account/avatar (multipart `file`, with progress): the upload is the change. */
export async function uploadAvatar(file: File, options: UploadOptions): Promise<UserAccount> {
  return (await uploadTo(`${BASE}/avatar`, UserAccountDataSchema, file, options)).data;
}

/** DELETE /v1/user-account/avatar. */
export function useRemoveAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest(`${BASE}/avatar`, UserAccountDataSchema, { method: 'DELETE' })).data,
    onSuccess: (account) => refreshMe(client, account),
  });
}
