import pg from 'pg';
import { CONNECT_TIMEOUT_MS, type Database } from './client.js';
import { reasonOf } from './errors.js';

export interface ChannelListener {
  /** Resolves once the first LISTEN is in place (or the first attempt failed: it keeps retrying). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export interface ListenerHandlers {
  onPayload(payload: string): void;
  /** After a lost connection is back: what was notified meanwhile was not heard. */
  onReconnect?(): void;
  /** Each time the LISTEN is in place (the first time and after every reconnection). */
  onListening?(): void;
  /** The connection is lost: nothing is heard until `onListening` again. */
  onLost?(): void;
  log: { warn(obj: object, msg: string): void };
}

/** Waits between attempts: 0.5 s doubling to 30 s. */
export const backoffMs = (attempt: number) => Math.min(30_000, 500 * 2 ** Math.max(0, attempt - 1));

/**
 * One LISTEN per process on `channel` (decision 0054). On a PostgreSQL server it is a dedicated
 * client outside the pool (a pooled connection would be handed to queries and lose its LISTEN);
 * a lost connection (a restart, decision 0023) is logged and reopened with backoff, never thrown.
 * On PGlite it is the embedded database's own `listen()`.
 */
export function listenToChannel(database: Database, channel: string, handlers: ListenerHandlers): ChannelListener {
  if (database.listen) {
    const unlisten = database.listen(channel, handlers.onPayload);
    return {
      ready: unlisten.then(() => handlers.onListening?.()),
      close: async () => (await unlisten)(),
    };
  }
  if (!database.url) throw new Error('a PostgreSQL listener needs the server URL');
  return listenOnServer(database.url, channel, handlers);
}

function listenOnServer(url: string, channel: string, handlers: ListenerHandlers): ChannelListener {
  let closed = false;
  let client: pg.Client | undefined;
  let wake: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let signalReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (signalReady = resolve));

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      timer.unref();
    });

  async function connect(reconnecting: boolean): Promise<void> {
    for (let attempt = 1; !closed; attempt++) {
      const next = new pg.Client({
        connectionString: url,
        keepAlive: true,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      next.on('error', (error) => handlers.log.warn({ err: reasonOf(error) }, `${channel} listener connection error`));
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
      });
      next.on('end', () => {
        if (closed || client !== next) return;
        client = undefined;
        handlers.onLost?.();
        handlers.log.warn({}, `${channel} listener lost its connection; reconnecting`);
        void connect(true);
      });
      try {
        await next.connect();
        await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
        if (closed) {
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        handlers.onListening?.();
        signalReady();
        if (reconnecting || attempt > 1) handlers.onReconnect?.();
        return;
      } catch (error) {
        handlers.log.warn({ err: reasonOf(error), attempt }, `${channel} listener could not connect`);
        await next.end().catch(() => undefined);
        signalReady();
        await pause(backoffMs(attempt));
      }
    }
  }

  void connect(false);
  return {
    ready,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      wake?.();
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
