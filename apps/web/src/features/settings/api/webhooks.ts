import {
  WebhookDeliveriesSchema,
  WebhookDeliveryDataSchema,
  WebhookEndpointDataSchema,
  WebhookEndpointsSchema,
  WebhookEndpointWithSecretDataSchema,
  type SaveWebhookEndpoint,
  type WebhookEndpoint,
} from '@portal/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import { dataQuery } from '../../../lib/data-query';

const PATH = '/v1/site/webhooks';
const one = (uuid: string) => `${PATH}/${encodeURIComponent(uuid)}`;

export const webhookKeys = {
  all: ['settings', 'webhooks'] as const,
  deliveries: (uuid: string) => ['settings', 'webhooks', uuid, 'deliveries'] as const,
};

/** GET /v1/site/webhooks: the site's endpoints (never their secrets). */
export const webhooksQueryOptions = queryOptions(dataQuery(webhookKeys.all, PATH, WebhookEndpointsSchema));
export const useWebhookEndpoints = () => useQuery(webhooksQueryOptions);

/** GET /v1/site/webhooks/{uuid}/deliveries: the newest page of an endpoint's delivery log. */
export const useWebhookDeliveries = (uuid: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(uuid),
    queryFn: ({ signal }) => apiRequest(`${one(uuid)}/deliveries`, WebhookDeliveriesSchema, { signal }),
    // While a delivery is pending its outcome is minutes away at most: the log looks again until none is.
    refetchInterval: (query) => (query.state.data?.data.some((d) => d.state === 'pending') ? 2000 : false),
  });

const refreshAll = {
  onSuccess: (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
};

/** A saved endpoint, and its secret when it was just created (shown once). */
export interface SavedWebhook {
  endpoint: WebhookEndpoint;
  secret: string | null;
}

/** POST /v1/site/webhooks (the answer carries the secret, once) or PUT /v1/site/webhooks/{uuid}. */
export function useSaveWebhook() {
  return useRefreshingMutation(
    async ({ uuid, body }: { uuid: string | null; body: SaveWebhookEndpoint }): Promise<SavedWebhook> => {
      if (uuid === null) {
        const { data } = await apiRequest(PATH, WebhookEndpointWithSecretDataSchema, { method: 'POST', body });
        return { endpoint: data, secret: data.secret };
      }
      const { data } = await apiRequest(one(uuid), WebhookEndpointDataSchema, { method: 'PUT', body });
      return { endpoint: data, secret: null };
    },
    refreshAll,
  );
}

/** POST /v1/site/webhooks/{uuid}/rotate-secret: a new secret, the old one signing beside it for a day. */
export function useRotateWebhookSecret() {
  return useRefreshingMutation(
    async (uuid: string) =>
      (
        await apiRequest(`${one(uuid)}/rotate-secret`, WebhookEndpointWithSecretDataSchema, {
          method: 'POST',
          body: {},
        })
      ).data,
    refreshAll,
  );
}

/** DELETE /v1/site/webhooks/{uuid}. */
export function useDeleteWebhook() {
  return useRefreshingMutation((uuid: string) => apiRequest(one(uuid), undefined, { method: 'DELETE' }), refreshAll);
}

/** POST /v1/site/webhooks/{uuid}/deliveries/{id}/redeliver: the same message queued again. */
export function useRedeliver(uuid: string) {
  return useRefreshingMutation(
    async (id: number) =>
      (await apiRequest(`${one(uuid)}/deliveries/${id}/redeliver`, WebhookDeliveryDataSchema, { method: 'POST' })).data,
    { onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(uuid) }) },
  );
}
