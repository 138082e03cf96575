import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { reasonOf } from './errors.js';
import { runAsOwner, switchSql, wantedRowState, withOwnPlans, type RowState } from './row-scope.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access for the job queue: parameterised when values are given, multi-statement otherwise. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server URL, for a dedicated connection (migrations). */
  url?: string;
  executeSql: ExecuteSql;
  /**
   * PGlite only: LISTEN on the embedded database (a server's listener is its own connection,
   * `db/channel-listener.ts`). Resolves to the unlisten function.
   */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}

/** Told of every statement the app's queries send (the API bench replays them to time the SQL alone). */
export type LogQuery = (query: string, params: unknown[]) => void;

/** Opens a PostgreSQL server pool when a URL is given, else one embedded PGlite under dataDir. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  logQuery?: LogQuery;
  /** PGlite only: start from this data-directory tarball (a test run's template) instead of an empty database. */
  snapshot?: Blob;
  /** The role the app's statements run as (decision 0104); `portal_app` unless configured. */
  appRole?: string;
  /** `false` runs every statement as the owner, no policy applied: only for the bench's comparison. */
  rowSecurity?: boolean;
}): Promise<Database> {
  const logger = opts.logQuery ? { logQuery: opts.logQuery } : false;
  const rows: RowSwitch = { appRole: opts.appRole ?? DEFAULT_APP_ROLE, on: opts.rowSecurity ?? true };
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10, logger, rows);
  return openPglite(opts.dataDir, logger, rows, opts.snapshot);
}

export const DEFAULT_APP_ROLE = 'portal_app';

interface RowSwitch {
  appRole: string;
  on: boolean;
}

/** The role and scope the statement about to be sent needs, read in the sender's own context. */
const wantedBy = (rows: RowSwitch): RowState => (rows.on ? wantedRowState() : 'owner');

type Logger = { logQuery: LogQuery } | false;

/** How long a request waits for a connection (a free one, or a new one) before it answers 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A server outage is ridden out, never a crash (decision 0023). node-postgres emits 'error' on a
 * client whose connection the server ends (57P01 on restart, a reset socket), whether it sits idle
 * in the pool or is checked out by a transaction or a stream; the pool listens only while it is
 * idle, so every client gets its own listener for life, the moment it connects. The statement in
 * flight fails (503), the pool drops the dead client on release and connects anew on the next
 * query; waiting for a connection is bounded, so a request answers 503 instead of hanging.
 */
function openPostgres(url: string, max: number, logger: Logger, rows: RowSwitch): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('[db] connection lost:', reasonOf(error)));
  });
  // The pool re-emits an idle client's error, which the client's own listener has logged.
  pool.on('error', () => undefined);
  scopeCheckouts(pool, rows);
  return {
    db: drizzlePg(pool, { schema, logger }) as unknown as Db,
    kind: 'postgres',
    url,
    // The queue's own tables: as the owner, whatever request or job sends a job.
    executeSql: (text, values) =>
      runAsOwner(async () => {
        const res = await pool.query(text, values);
        return { rows: res.rows };
      }),
    close: () => pool.end(),
  };
}

/**
 * Every checkout — a statement's (`pool.query` checks out through `connect`), a transaction's, a
 * stream's — gets the role and scope of the code that asked for it before it is handed over
 * (decision 0104). A connection keeps its last state, so a request whose scope the connection
 * already holds pays nothing; a switch that fails destroys the connection, whose state is unknown.
 */
function scopeCheckouts(pool: pg.Pool, rows: RowSwitch): void {
  const states = new WeakMap<pg.PoolClient, RowState>();
  const checkout = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const ready = async (client: pg.PoolClient, wanted: RowState) => {
    if (wanted === 'any') return client;
    const sql = switchSql(wanted, states.get(client), rows.appRole);
    if (sql !== undefined) {
      try {
        await client.query(sql);
      } catch (error) {
        states.delete(client);
        client.release(error as Error);
        throw error;
      }
    }
    states.set(client, wanted);
    return client;
  };
  type Done = (error: Error | undefined, client?: pg.PoolClient, release?: (error?: Error) => void) => void;
  pool.connect = ((callback?: Done) => {
    // Read now, in the caller's context: the checkout itself may resolve in another's.
    const wanted = wantedBy(rows);
    const got = checkout().then((client) => ready(client, wanted));
    if (!callback) return got;
    got.then(
      (client) => callback(undefined, client, (error?: Error) => client.release(error)),
      (error: Error) => callback(error),
    );
    return undefined;
  }) as typeof pool.connect;
}

async function openPglite(
  dataDir: string | undefined,
  logger: Logger,
  rows: RowSwitch,
  snapshot?: Blob,
): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.resolve(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { pg_trgm, btree_gin },
  });
  const scoped = scopedPglite(client, rows);
  return {
    db: drizzlePglite(scoped, { schema, logger }) as unknown as Db,
    kind: 'pglite',
    // PGlite's prepared statements take one command; pg-boss sends unparameterised batches.
    executeSql: (text, values) =>
      runAsOwner(async () => {
        if (values && values.length > 0) {
          const res = await scoped.query(text, values);
          return { rows: res.rows };
        }
        const results = await scoped.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/**
 * PGlite's one connection serves every request at once: a statement and the switch it needs are
 * sent back to back, none other between them (decision 0104). A transaction holds the connection
 * for its whole length, as PGlite's own lock does. Its driver names no statement, so none has a
 * generic plan to keep: every statement keeps PostgreSQL's own plan choice (decision 0109).
 */
function scopedPglite(client: PGlite, rows: RowSwitch): PGlite {
  let current: RowState | 'unknown' | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const wanted = withOwnPlans(wantedBy(rows));
    const turn = queue.then(async () => {
      if (wanted !== 'any') {
        const sql = switchSql(wanted, current, rows.appRole);
        if (sql !== undefined) {
          current = 'unknown';
          await client.exec(sql);
        }
        current = wanted;
      }
      return run();
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query' || key === 'exec' || key === 'transaction') {
        const method = Reflect.get(target, key, target) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => inTurn(() => method.apply(target, args));
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
