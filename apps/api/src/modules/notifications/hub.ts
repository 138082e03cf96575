import { NOTIFICATION_STREAM_EVENTS } from '@portal/contract';
import { listenToChannel, type ChannelListener } from '../../db/channel-listener.js';
import { reasonOf } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { liveTokenIds, NOTIFICATION_CHANNEL } from './delivery-repository.js';
import { toNotification } from './presenter.js';
import { findForDelivery } from './repository.js';

/** One open stream: whose it is, the token that opened it, and how to write to it. */
export interface OpenStream {
  userId: number;
  tokenId: number;
  send(event: string, data: string): void;
  comment(text: string): void;
  /** Ends the response (its token ended, or the process closes). */
  end(): void;
}

export interface NotificationHub {
  /** Starts listening if this process is not yet; resolves once the stream will hear its user's notifications. */
  subscribe(stream: OpenStream): Promise<() => void>;
  /** Ends the streams whose token no longer signs anyone in: one query for all of them. */
  checkTokens(): Promise<void>;
  readonly streamCount: number;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A comment line every 25 s keeps proxies from closing an idle stream; tokens are checked every 2nd beat. */
export const HEARTBEAT_MS = 25_000;
const TOKEN_CHECK_EVERY = 2;
const READY_WAIT_MS = 5_000;

const PAYLOAD = /^(\d{1,10}):([0-9a-f-]{36})$/;

const hubs = new WeakMap<AppDeps, NotificationHub>();
/** The hub of an app built on these deps (tests and the bench drive its token check). */
export const notificationHubOf = (deps: AppDeps) => hubs.get(deps);

/**
 * This process's fan-out (decision 0054): ONE listening connection for every stream it holds,
 * streams by user id in memory. A notification is read once, and only when one of its user's
 * streams is open here; one heartbeat timer serves every stream; one query checks every token.
 */
export function createNotificationHub(deps: AppDeps, log: Log): NotificationHub {
  const byUser = new Map<number, Set<OpenStream>>();
  let listener: ChannelListener | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let beats = 0;
  let streams = 0;

  const each = (fn: (stream: OpenStream) => void) => {
    for (const set of byUser.values()) for (const stream of set) fn(stream);
  };

  async function deliver(payload: string) {
    const match = PAYLOAD.exec(payload);
    if (!match?.[1] || !match[2]) return;
    const set = byUser.get(Number(match[1]));
    if (!set?.size) return;
    try {
      const row = await findForDelivery(deps.db, Number(match[1]), match[2]);
      if (!row) return;
      const data = JSON.stringify(toNotification(row));
      for (const stream of set) stream.send(NOTIFICATION_STREAM_EVENTS.notification, data);
    } catch (error) {
      log.warn({ err: reasonOf(error) }, 'a notification could not be delivered');
    }
  }

  function startListening(): ChannelListener {
    listener ??= listenToChannel(deps.database, NOTIFICATION_CHANNEL, {
      onPayload: (payload) => void deliver(payload),
      // Whatever was notified while the connection was down was not heard: clients read their inbox again.
      onReconnect: () => each((stream) => stream.send(NOTIFICATION_STREAM_EVENTS.resync, '{}')),
      log,
    });
    return listener;
  }

  function beat() {
    each((stream) => stream.comment('ping'));
    beats += 1;
    if (beats % TOKEN_CHECK_EVERY === 0) void hub.checkTokens();
  }

  function remove(stream: OpenStream) {
    const set = byUser.get(stream.userId);
    if (!set?.delete(stream)) return;
    streams -= 1;
    if (set.size === 0) byUser.delete(stream.userId);
    if (streams === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  const hub: NotificationHub = {
    async subscribe(stream) {
      const { ready } = startListening();
      await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS).unref())]);
      const set = byUser.get(stream.userId) ?? new Set();
      set.add(stream);
      byUser.set(stream.userId, set);
      streams += 1;
      if (!heartbeat) {
        heartbeat = setInterval(beat, HEARTBEAT_MS);
        heartbeat.unref();
      }
      return () => remove(stream);
    },
    async checkTokens() {
      const open: OpenStream[] = [];
      each((stream) => open.push(stream));
      if (open.length === 0) return;
      try {
        const live = await liveTokenIds(deps.db, [...new Set(open.map((stream) => stream.tokenId))]);
        for (const stream of open) {
          if (live.has(stream.tokenId)) continue;
          remove(stream);
          stream.end();
        }
      } catch (error) {
        log.warn({ err: reasonOf(error) }, 'stream tokens could not be checked');
      }
    },
    get streamCount() {
      return streams;
    },
    async close() {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
      const open: OpenStream[] = [];
      each((stream) => open.push(stream));
      byUser.clear();
      streams = 0;
      for (const stream of open) stream.end();
      await listener?.close();
      listener = undefined;
    },
  };
  hubs.set(deps, hub);
  return hub;
}
