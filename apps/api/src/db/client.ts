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
}): Promise<Database> {
  const logger = opts.logQuery ? { logQuery: opts.logQuery } : false;
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10, logger);
  return openPglite(opts.dataDir, logger, opts.snapshot);
}

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
function openPostgres(url: string, max: number, logger: Logger): Database {
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
  return {
    db: drizzlePg(pool, { schema, logger }) as unknown as Db,
    kind: 'postgres',
    url,
    executeSql: async (text, values) => {
      const res = await pool.query(text, values);
      return { rows: res.rows };
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, logger: Logger, snapshot?: Blob): Promise<Database> {
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
  return {
    db: drizzlePglite(client, { schema, logger }) as unknown as Db,
    kind: 'pglite',
    // PGlite's prepared statements take one command; pg-boss sends unparameterised batches.
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const res = await client.query(text, values);
        return { rows: res.rows };
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
