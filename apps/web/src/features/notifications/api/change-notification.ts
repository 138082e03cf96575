import { NotificationDataSchema, ReadAllNotificationsSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { INBOX_KEY } from './inbox';

const path = (id: string) => `/v1/notifications/${encodeURIComponent(id)}`;

/** PATCH /v1/notifications/{uuid}: read or unread. */
export const markNotification = (id: string, read: boolean) =>
  apiRequest(path(id), NotificationDataSchema, { method: 'PATCH', body: { read }, scope: false });

/** DELETE /v1/notifications/{uuid}. */
export const deleteNotification = (id: string) => apiRequest(path(id), undefined, { method: 'DELETE', scope: false });

/** POST /v1/notifications/read-all. */
export const markAllRead = () =>
  apiRequest('/v1/notifications/read-all', ReadAllNotificationsSchema, { method: 'POST', scope: false });

function useInboxMutation<V>(run: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}

export const useMarkNotification = () =>
  useInboxMutation(({ id, read }: { id: string; read: boolean }) => markNotification(id, read));
export const useDeleteNotification = () => useInboxMutation((id: string) => deleteNotification(id));
export const useMarkAllRead = () => useInboxMutation(() => markAllRead());
