import { MESSAGES, NOTIFICATION_STREAM_EVENTS } from '@portal/contract';
import { listenToChannel, type ChannelListener } from '../../db/channel-listener.js';
import { reasonOf } from '../../db/errors.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { HttpError } from '../../lib/http-error.js';
import { liveTokenIds } from '../access/index.js';
import { NOTIFICATION_CHANNEL } from './delivery-repository.js';
import { toNotification } from './presenter.js';
import { findForDelivery } from './repository.js';

/** One open stream: whose it is, the token that opened it, and how to write to it. */
export interface OpenStream {
  userId: number;
  tokenId: number;
  /** The author of an impersonation token (decision 0052): their sign-in ends the stream too. */
  impersonatorId: number | null;
  send(event: string, data: string): void;
  comment(text: string): void;
  /** Ends the response (its token ended, a newer stream took its place, or the process closes). */
  end(): void;
}

export interface NotificationHub {
  /**
   * Refuses a stream while the process holds its ceiling (503); call it before answering, then
   * `subscribe` in the same tick.
   */
  admit(): void;
  /**
   * Counts the stream at once (ending the oldest of its token, then of its user, over their caps),
   * starts listening if this process is not yet, and resolves once the stream hears its user's
   * notifications.
   */
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
/** What a refused stream is told to wait: other streams end as their tabs close. */
const FULL_RETRY_AFTER_SECONDS = 30;

const PAYLOAD = /^(\d{1,10}):([0-9a-f-]{36})$/;
/** A change to who may sign in (a token revoked, a user disabled, a membership or a role changed): migration's triggers. */
const ACCESS_PAYLOAD = /^access:(\d{1,10}|\*)$/;

interface Entry {
  stream: OpenStream;
  /** Whether the stream is past its `ready` (notifications go to hearing streams only). */
  hearing: boolean;
}

const hubs = new WeakMap<AppDeps, NotificationHub>();
/** The hub of an app built on these deps (tests and the bench drive its token check). */
export const notificationHubOf = (deps: AppDeps) => hubs.get(deps);

/**
 * This process's fan-out (decision 0054): ONE listening connection for every stream it holds,
 * streams by user id in memory. A notification is read once, and only when one of its user's
 * streams is open here; one heartbeat timer serves every stream; one query checks every token,
 * at once when the database announces a change of access (decision 0063) and every 2nd beat.
 */
export function createNotificationHub(deps: AppDeps, log: Log): NotificationHub {
  const caps = {
    token: deps.config.NOTIFICATION_STREAMS_PER_TOKEN,
    user: deps.config.NOTIFICATION_STREAMS_PER_USER,
    process: deps.config.NOTIFICATION_STREAMS_PER_PROCESS,
  };
  /** Each user's streams here, oldest first. */
  const byUser = new Map<number, Entry[]>();
  let listener: ChannelListener | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let beats = 0;
  let streams = 0;

  const all = (): OpenStream[] => [...byUser.values()].flatMap((list) => list.map((entry) => entry.stream));

  async function deliver(payload: string) {
    const access = ACCESS_PAYLOAD.exec(payload);
    if (access?.[1]) return heardAccessChange(access[1]);
    const match = PAYLOAD.exec(payload);
    if (!match?.[1] || !match[2]) return;
    const hearing = (byUser.get(Number(match[1])) ?? []).filter((entry) => entry.hearing);
    if (hearing.length === 0) return;
    try {
      const row = await findForDelivery(deps.db, Number(match[1]), match[2]);
      if (!row) return;
      const data = JSON.stringify(toNotification(row));
      for (const { stream } of hearing) stream.send(NOTIFICATION_STREAM_EVENTS.notification, data);
    } catch (error) {
      log.warn({ err: reasonOf(error) }, 'a notification could not be delivered');
    }
  }

  // Announced changes, checked one query at a time: those heard meanwhile wait for the next.
  let checking: Promise<void> | undefined;
  let pendingAll = false;
  const pendingUsers = new Set<number>();

  function heardAccessChange(who: string) {
    if (who === '*') pendingAll = true;
    else pendingUsers.add(Number(who));
    checking ??= (async () => {
      while (pendingAll || pendingUsers.size > 0) {
        const everyone = pendingAll;
        const users = new Set(pendingUsers);
        pendingAll = false;
        pendingUsers.clear();
        await checkStreams(
          all().filter(
            (s) => everyone || users.has(s.userId) || (s.impersonatorId !== null && users.has(s.impersonatorId)),
          ),
        );
      }
      checking = undefined;
    })();
  }

  function startListening(): ChannelListener {
    listener ??= listenToChannel(deps.database, NOTIFICATION_CHANNEL, {
      onPayload: (payload) => void deliver(payload),
      // Whatever was notified while the connection was down was not heard: clients read their
      // inbox again, and every token is checked again.
      onReconnect: () => {
        for (const stream of all()) stream.send(NOTIFICATION_STREAM_EVENTS.resync, '{}');
        heardAccessChange('*');
      },
      log,
    });
    return listener;
  }

  function beat() {
    for (const stream of all()) stream.comment('ping');
    beats += 1;
    if (beats % TOKEN_CHECK_EVERY === 0) void hub.checkTokens();
  }

  function remove(stream: OpenStream): boolean {
    const list = byUser.get(stream.userId);
    const index = list?.findIndex((entry) => entry.stream === stream) ?? -1;
    if (!list || index === -1) return false;
    list.splice(index, 1);
    streams -= 1;
    if (list.length === 0) byUser.delete(stream.userId);
    if (streams === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
    return true;
  }

  const drop = (stream: OpenStream) => {
    if (remove(stream)) stream.end();
  };

  /** The newest stream wins: the oldest of `list` matching `same` end while more than `cap` are open. */
  function keepNewest(list: Entry[], cap: number, same: (stream: OpenStream) => boolean) {
    const mine = list.filter((entry) => same(entry.stream));
    for (const entry of mine.slice(0, Math.max(0, mine.length - cap))) drop(entry.stream);
  }

  async function checkStreams(open: OpenStream[]) {
    if (open.length === 0) return;
    try {
      const live = await liveTokenIds(deps.db, [...new Set(open.map((stream) => stream.tokenId))]);
      for (const stream of open) if (!live.has(stream.tokenId)) drop(stream);
    } catch (error) {
      log.warn({ err: reasonOf(error) }, 'stream tokens could not be checked');
    }
  }

  const hub: NotificationHub = {
    admit() {
      if (streams >= caps.process) {
        throw new HttpError(503, MESSAGES.serviceUnavailable, undefined, {
          'retry-after': String(FULL_RETRY_AFTER_SECONDS),
        });
      }
    },
    async subscribe(stream) {
      const entry: Entry = { stream, hearing: false };
      const list = byUser.get(stream.userId) ?? [];
      list.push(entry);
      byUser.set(stream.userId, list);
      streams += 1;
      keepNewest(list, caps.token, (other) => other.tokenId === stream.tokenId);
      keepNewest(list, caps.user, () => true);
      if (!heartbeat) {
        heartbeat = setInterval(beat, HEARTBEAT_MS);
        heartbeat.unref();
      }
      const { ready } = startListening();
      await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS).unref())]);
      entry.hearing = true;
      return () => void remove(stream);
    },
    checkTokens: () => checkStreams(all()),
    get streamCount() {
      return streams;
    },
    async close() {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
      const open = all();
      byUser.clear();
      streams = 0;
      for (const stream of open) stream.end();
      await checking;
      await listener?.close();
      listener = undefined;
    },
  };
  hubs.set(deps, hub);
  return hub;
}
