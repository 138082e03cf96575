import {
  ApiKeyDataSchema,
  ApiKeyListSchema,
  CreatedApiKeySchema,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import { dataQuery } from '../../../lib/data-query';
import { settingsKeys } from './keys';

/** GET /v1/site/api-keys: the site's keys not revoked, newest first (decision 0105). */
export const apiKeysQueryOptions = queryOptions(dataQuery(settingsKeys.apiKeys, '/v1/site/api-keys', ApiKeyListSchema));

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}

/** POST /v1/site/api-keys: the answer carries the key itself, the only time it is shown. */
export async function createApiKey(body: CreateApiKeyInput): Promise<CreatedApiKey> {
  const { data } = await apiRequest('/v1/site/api-keys', CreatedApiKeySchema, { method: 'POST', body });
  return data;
}

export function useCreateApiKey() {
  return useRefreshingMutation(createApiKey, {
    onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys }),
  });
}

/** POST /v1/site/api-keys/{id}/revoke: refused from its next request on. */
export async function revokeApiKey(id: number): Promise<ApiKey> {
  const { data } = await apiRequest(`/v1/site/api-keys/${String(id)}/revoke`, ApiKeyDataSchema, { method: 'POST' });
  return data;
}

export function useRevokeApiKey() {
  return useRefreshingMutation(revokeApiKey, {
    onSettled: (queryClient) => queryClient.invalidateQueries({ queryKey: settingsKeys.apiKeys }),
  });
}
