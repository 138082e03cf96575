import type { Notification, NotificationInbox } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { INBOX_KEY } from '../api/inbox';
import { listenToNotifications } from '../api/notification-stream';

/**
 * Keeps the inbox live from the tab's one stream: a new notification bumps every cached unread
 * count at once and has the inbox read again; a reconnect reads it again. Returns the last arrival
 * (for the screen reader's announcement).
 */
export function useLiveInbox(): Notification | null {
  const client = useQueryClient();
  const [arrival, setArrival] = useState<Notification | null>(null);
  useEffect(() => {
    const refetch = () => void client.invalidateQueries({ queryKey: INBOX_KEY });
    return listenToNotifications({
      onNotification: (notification) => {
        setArrival(notification);
        client.setQueriesData<NotificationInbox>({ queryKey: INBOX_KEY }, (old) =>
          old ? { ...old, meta: { ...old.meta, unread: old.meta.unread + 1 } } : old,
        );
        refetch();
      },
      onResync: refetch,
    });
  }, [client]);
  return arrival;
}
