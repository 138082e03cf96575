// Statements under names: the kit's list pages (decision 0040), the caller's (0041), a site by its
// domain. node-postgres prepares a named statement once per connection and then only binds and runs
// it, so PostgreSQL parses it once and, when a generic plan costs no more than the custom ones, plans
// it once too. PGlite's driver ignores the name and runs the same SQL: nothing to fall back from.
import * as drizzleOrm from 'drizzle-orm';
import type { Query, SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { rowMapper, type SelectedField } from './row-mapper.js';

/** drizzle's own (exported at run time, not typed): a selection's fields in the order its rows are mapped. */
const { orderSelectedFields } = drizzleOrm as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): SelectedField[];
};

/** One name per statement text in this process; past the cap, statements run unnamed. */
const names = new Map<string, string>();
const MAX_NAMES = 2_000;

/** The name of this statement text (the same text always gets the same name), or undefined past the cap. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMES) return known;
  const name = `named_${names.size.toString(36)}`;
  names.set(text, name);
  return name;
}

/** A select turned into SQL once: its text and values, and how to run it under its name. */
export interface NamedSelect<R> {
  sql: string;
  params: unknown[];
  run(): Promise<R>;
}

/**
 * A select under its statement's name, built once: the text names the statement and is the
 * statement (`select.prepare(name)` would build the same SQL a second time, as much CPU as the rest
 * of a one-row request), and the caller may read it (the kept total's key, decision 0071). Only for
 * statements whose best plan does not depend on their values: a search term's selectivity does (a
 * generic plan guesses it), so searches run unnamed.
 */
export function namedSelect<R>(select: PgSelect): NamedSelect<R> {
  const built = select as unknown as SelectInternals;
  const query = built.dialect.sqlToQuery(built.getSQL());
  // Prepared on its first run and kept: drizzle's prepared query binds its values on each execute and
  // holds nothing of one run, so a kept page (`keptSelects`) runs again without being prepared again.
  let prepared: ReturnType<DrizzleInternals['session']['prepareQuery']> | undefined;
  return {
    sql: query.sql,
    params: query.params,
    run() {
      if (!prepared) {
        const fields = orderSelectedFields(built.config.fields);
        // Its rows mapped by a mapper made once (decision 0110), not drizzle's per-cell walk.
        const toRow = rowMapper(fields, built.joinsNotNullableMap);
        prepared = built.session.prepareQuery(
          query,
          fields,
          statementName(query.sql),
          true,
          (rows) => (rows as unknown[][]).map(toRow),
          { type: 'select', tables: [...built.usedTables] },
          built.cacheConfig,
        );
      }
      return prepared.execute() as Promise<R>;
    },
  };
}

/** Runs a select under its statement's name (`namedSelect`). */
export const runNamed = <R>(select: PgSelect): Promise<R> => namedSelect<R>(select).run();

/**
 * What drizzle's database object and its selects hold and do not type (drizzle-orm 0.45): how SQL
 * becomes text, and the session's `prepareQuery`, which names a statement.
 */
interface DrizzleInternals {
  dialect: { sqlToQuery(sql: SQL): Query };
  session: {
    prepareQuery(
      query: Query,
      fields: ReturnType<typeof orderSelectedFields> | undefined,
      name: string | undefined,
      arrayMode: boolean,
      customResultMapper?: (rows: unknown[]) => unknown,
      queryMetadata?: { type: 'select'; tables: string[] },
      cacheConfig?: unknown,
    ): { joinsNotNullableMap?: Record<string, boolean>; execute(values?: Record<string, unknown>): Promise<unknown> };
  };
}

/** What a select adds, as its own `_prepare` reads it. */
interface SelectInternals extends DrizzleInternals {
  getSQL(): SQL;
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap: Record<string, boolean>;
  usedTables: Set<string>;
  cacheConfig: unknown;
}

/** A raw statement turned into SQL once, run under its name (prepared once per connection). */
export interface NamedQuery<T> {
  run(): Promise<T[]>;
}

/**
 * A raw statement (`sql`) under its statement's name, its text built and its query prepared on its
 * first run: for a statement whose plan does not depend on its values — the caller's (decision
 * 0041), where PostgreSQL spent 0.75 ms planning a statement that runs in 0.14 — kept per input where
 * it is sent again (the flagged jobs' first page, decision 0110). One never run costs nothing.
 */
export function namedQuery<T>(db: Db, query: SQL): NamedQuery<T> {
  let prepared: ReturnType<DrizzleInternals['session']['prepareQuery']> | undefined;
  return {
    async run() {
      if (!prepared) {
        const { dialect, session } = db as unknown as DrizzleInternals;
        const built = dialect.sqlToQuery(query);
        prepared = session.prepareQuery(built, undefined, statementName(built.sql), false);
      }
      return ((await prepared.execute()) as { rows: T[] }).rows;
    },
  };
}

/** The rows of a raw statement run under its name (`namedQuery`, built for this one run). */
export const namedRows = <T>(db: Db, query: SQL): Promise<T[]> => namedQuery<T>(db, query).run();

/**
 * A raw statement every request sends, its text built and its query prepared once: its values are
 * `sql.placeholder`s bound on each call, so a request spends nothing turning the statement into SQL
 * (the caller's check, decision 0070, on every signed-in request).
 */
export function namedStatement<T, V extends Record<string, unknown>>(query: SQL): (db: Db, values: V) => Promise<T[]> {
  let built: Query | undefined;
  // Prepared once per handle: the prepared query fills its placeholders on each execute.
  const prepared = new WeakMap<Db, ReturnType<DrizzleInternals['session']['prepareQuery']>>();
  return async (db, values) => {
    let statement = prepared.get(db);
    if (!statement) {
      const { dialect, session } = db as unknown as DrizzleInternals;
      built ??= dialect.sqlToQuery(query);
      statement = session.prepareQuery(built, undefined, statementName(built.sql), false);
      prepared.set(db, statement);
    }
    return ((await statement.execute(values)) as { rows: T[] }).rows;
  };
}
