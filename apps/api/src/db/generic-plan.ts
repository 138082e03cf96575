// The plan a named page runs on (decision 0109): its generic plan, made once per connection without
// its values, which `EXPLAIN` with the values inlined never shows. PostgreSQL 15 has no
// `EXPLAIN (GENERIC_PLAN)`: the statement is prepared, forced generic and explained by `EXECUTE`.
import { sql, type Query, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { queryRows, type Db } from './client.js';

/** A value as `EXECUTE` takes it (its arguments cannot be bound): the plan does not depend on it. */
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  throw new Error(`no literal for a ${typeof value} value`);
}

/**
 * Whether a list's page runs on its generic plan: unsearched, and read directly — a walk of the
 * list's index whatever its values, which with the policies on cost more to plan than to run. A
 * search's plan depends on its term (decision 0101); a page whose keys are read first (deep in the
 * list) on its offset, which a generic plan cannot see: at the plan tests' statistics the
 * applications' page 400 read the table in full on its generic plan.
 */
export const onGenericPlan = (q: { search?: string | undefined }, readsKeysFirst: boolean): boolean =>
  !q.search && !readsKeysFirst;

/** The plan PostgreSQL makes for a statement with its values (EXPLAIN, nothing run). */
export async function explainPlan(db: Db, statement: SQL | PgSelect): Promise<string> {
  return planText(await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${statement}`));
}

const planText = (rows: { 'QUERY PLAN': string }[]) => rows.map((r) => r['QUERY PLAN']).join('\n');

let made = 0;

/** The generic plan of a statement as the role and scope of the caller's context plan it; nothing run. */
export async function explainGeneric(db: Db, statement: PgSelect | SQL): Promise<string> {
  const { sql: text, params } =
    'toSQL' in statement
      ? statement.toSQL()
      : (db as unknown as { dialect: { sqlToQuery(sql: SQL): Query } }).dialect.sqlToQuery(statement);
  // A prepared statement outlives a failed transaction: each explain has its own, deallocated after.
  const name = `generic_plan_${String(++made)}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    // drizzle's own text, its values all placeholders; the values are literals written above.
    await tx.execute(sql.raw(`prepare ${name} as ${text}`));
    try {
      const explained = sql.raw(`explain execute ${name}(${params.map(literal).join(', ')})`);
      return planText(await tx.transaction((step) => queryRows<{ 'QUERY PLAN': string }>(step, explained)));
    } finally {
      await tx.execute(sql.raw(`deallocate ${name}`));
    }
  });
}
