import { NotificationInboxSchema, type NotificationInbox } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every query of the inbox sits under this key: a live arrival invalidates them all. */
export const INBOX_KEY = ['notifications', 'inbox'] as const;

export interface InboxParams {
  page: number;
  perPage: number;
  unreadOnly: boolean;
}

/** GET /v1/notifications/inbox: the caller's own, newest first; no scope headers (it is the user's, not a site's). */
export function getInbox(params: InboxParams, signal?: AbortSignal): Promise<NotificationInbox> {
  return apiRequest('/v1/notifications/inbox', NotificationInboxSchema, {
    scope: false,
    signal,
    query: {
      page: params.page,
      per_page: params.perPage,
      ...(params.unreadOnly ? { 'filter[unread]': 'true' } : {}),
    },
  });
}

export const inboxQueryOptions = (params: InboxParams) =>
  queryOptions({
    queryKey: [...INBOX_KEY, params] as const,
    queryFn: ({ signal }) => getInbox(params, signal),
    placeholderData: keepPreviousData,
  });

export function useInbox(params: InboxParams, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...inboxQueryOptions(params), enabled: opts.enabled ?? true });
}
