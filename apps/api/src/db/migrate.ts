import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, type Database } from './client.js';
import { reasonOf } from './errors.js';

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
const MIGRATION_LOCK = 727_001;

/** Applies the committed migrations; replicas starting together wait on an advisory lock. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection cut mid-migration fails the start through the query's rejection, not as an unhandled event.
  client.on('error', (error) => console.error('[db] migration connection lost:', reasonOf(error)));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
