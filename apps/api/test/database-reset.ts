import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { queryRows, type Database } from '../src/db/client.js';
import { forgetTotals } from '../src/db/estimated-totals.js';

/**
 * A PGlite test database handed back to its worker's next test file, reset to its template, instead
 * of a new PGlite loaded per file (~1.5 s of WASM start and data-dir load; decision 0026). The
 * template keeps a copy of its own rows in schema `test_template` (`keepTemplateCopy`, run when the
 * run's templates are built); a reset empties every table and copies the rows and sequence values
 * back. A database a test closed, left broken or gave a new table is closed instead of reused.
 */
const COPY = 'test_template';

interface TableCopy {
  schema: string;
  name: string;
  columns: string;
  rows: number;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const tableName = (schema: string, name: string) => `${quoted(schema)}.${quoted(name)}`;
const copyName = (schema: string, name: string) => tableName(COPY, `${schema}.${name}`);

/** Every user table outside the system schemas and the copy. */
const USER_TABLES = `select schemaname as schema, tablename as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema', '${COPY}')`;

/** Records the database's rows, columns and sequence values in `test_template`, to reset to. */
export async function keepTemplateCopy(database: Database): Promise<void> {
  const { db } = database;
  await db.execute(sql.raw(`drop schema if exists ${COPY} cascade`));
  await db.execute(sql.raw(`create schema ${COPY}`));
  await db.execute(sql.raw(`create table ${COPY}.tables (schema text, name text, columns text, rows int)`));
  for (const { schema, name } of await queryRows<{ schema: string; name: string }>(db, sql.raw(USER_TABLES))) {
    // Generated columns are computed again on insert; partitioned parents hold their partitions' rows.
    const columns = await queryRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns
          where table_schema = ${schema} and table_name = ${name} and is_generated = 'NEVER'
          order by ordinal_position`,
    );
    const list = columns.map((c) => quoted(c.column_name)).join(', ');
    await db.execute(
      sql.raw(`create table ${copyName(schema, name)} as select ${list} from only ${tableName(schema, name)}`),
    );
    await db.execute(
      sql`insert into ${sql.raw(`${COPY}.tables`)} select ${schema}, ${name}, ${list},
          (select count(*) from ${sql.raw(copyName(schema, name))})`,
    );
  }
  await db.execute(
    sql.raw(`create table ${COPY}.sequences as
      select schemaname as schema, sequencename as name, last_value from pg_sequences
      where schemaname <> '${COPY}'`),
  );
}

/** The statements that put a database back to its template, built once per database. */
const resetScripts = new WeakMap<Database, string>();

async function resetScript(database: Database): Promise<string> {
  const known = resetScripts.get(database);
  if (known) return known;
  const tables = await queryRows<TableCopy>(database.db, sql.raw(`select * from ${COPY}.tables`));
  const sequences = await queryRows<{ schema: string; name: string; last_value: string | null }>(
    database.db,
    sql.raw(`select * from ${COPY}.sequences`),
  );
  const script = [
    'set session_replication_role = replica',
    `truncate ${tables.map((t) => tableName(t.schema, t.name)).join(', ')} restart identity cascade`,
    ...tables
      .filter((t) => t.rows > 0)
      .map(
        (t) =>
          `insert into ${tableName(t.schema, t.name)} (${t.columns}) overriding system value ` +
          `select ${t.columns} from ${copyName(t.schema, t.name)}`,
      ),
    ...sequences
      .filter((s) => s.last_value !== null)
      .map((s) => `select setval('${tableName(s.schema, s.name)}', ${s.last_value ?? 1}, true)`),
    'set session_replication_role = origin',
  ].join(';\n');
  resetScripts.set(database, script);
  return script;
}

/** The PGlite client under a test database's Drizzle instance. */
export const pgliteClientOf = (database: Pick<Database, 'db'>) =>
  (database.db as unknown as { $client: PGlite }).$client;

/** Puts `database` back to its template; false where it cannot be (closed, broken, a new table). */
export async function resetToTemplate(database: Database): Promise<boolean> {
  const client = pgliteClientOf(database);
  if (client.closed) return false;
  try {
    const script = await resetScript(database);
    const added = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from (${USER_TABLES}) t
        where (t.schema, t.name) not in (select schema, name from ${COPY}.tables)`),
    );
    // A table a test created would outlive the reset: that database is not reused.
    if ((added[0]?.n ?? 0) > 0) return false;
    await client.exec(script);
    // The next file's lists are other lists under the same statements (decision 0071).
    forgetTotals(database.db);
    return true;
  } catch {
    return false;
  }
}
