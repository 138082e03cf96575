import { NOTIFICATION_STREAM_EVENTS, NotificationSchema, type Notification } from '@portal/contract';
import { env } from '../../../config/env';
import { buildHeaders } from '../../../lib/api-client';
import { authStore, getAuth } from '../../../lib/auth-store';
import { readEventStream, type StreamEvent } from './event-stream';

export interface StreamListener {
  onReady?(unread: number): void;
  onNotification?(notification: Notification): void;
  /** The stream reconnected or the server says it may have missed some: read the inbox again. */
  onResync?(): void;
}

/** Waits between attempts after a failure: 1 s doubling to 30 s. */
export const reconnectDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

const listeners = new Set<StreamListener>();
let controller: AbortController | null = null;
let stopAuthWatch: (() => void) | null = null;
const each = (fn: (listener: StreamListener) => void) => listeners.forEach(fn);

function dispatch({ event, data }: StreamEvent) {
  if (event === NOTIFICATION_STREAM_EVENTS.ready) {
    const unread = Number((JSON.parse(data) as { unread?: unknown }).unread);
    each((l) => l.onReady?.(Number.isFinite(unread) ? unread : 0));
  } else if (event === NOTIFICATION_STREAM_EVENTS.notification) {
    const parsed = NotificationSchema.safeParse(JSON.parse(data));
    if (parsed.success) each((l) => l.onNotification?.(parsed.data));
  } else if (event === NOTIFICATION_STREAM_EVENTS.resync) {
    each((l) => l.onResync?.());
  }
}

function streamHeaders(): Headers {
  const headers = buildHeaders({ scope: false });
  headers.set('Accept', 'text/event-stream');
  return headers;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The tab's one stream: reconnects with backoff after a network failure or a server restart,
 * and stops for good on a 401 or the server's `end` (the token expired or was revoked) or when
 * the token changes (logout, impersonation), after which `syncWithAuth` opens one for the new token.
 */
async function run(signal: AbortSignal) {
  let failures = 0;
  let opened = false;
  while (!signal.aborted && getAuth()) {
    let ended = false;
    try {
      const response = await fetch(`${env.apiBase}/v1/notifications/stream`, {
        headers: streamHeaders(),
        signal,
      });
      if (response.status === 401 || response.status === 403) return;
      if (response.ok && response.body) {
        if (opened) each((l) => l.onResync?.());
        opened = true;
        await readEventStream(response.body, (event) => {
          if (event.event === NOTIFICATION_STREAM_EVENTS.end) ended = true;
          else dispatch(event);
          if (event.event === NOTIFICATION_STREAM_EVENTS.ready) failures = 0;
        });
      }
    } catch {
      if (signal.aborted) return;
    }
    if (ended) return;
    failures += 1;
    await pause(reconnectDelay(failures), signal);
  }
}

function restart() {
  controller?.abort();
  controller = null;
  if (!getAuth() || listeners.size === 0) return;
  controller = new AbortController();
  void run(controller.signal);
}

/** Opens the stream on the first listener, closes it with the last; follows the token. */
export function listenToNotifications(listener: StreamListener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    let token = getAuth()?.access_token ?? null;
    stopAuthWatch = authStore.subscribe(() => {
      const next = getAuth()?.access_token ?? null;
      if (next === token) return;
      token = next;
      restart();
    });
    restart();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopAuthWatch?.();
    stopAuthWatch = null;
    controller?.abort();
    controller = null;
  };
}
