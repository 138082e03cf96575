// The plan a named page runs on (decision 0109): its generic plan, made once per connection without
// its values, which `EXPLAIN` with the values inlined never shows. PostgreSQL 15 has no
// `EXPLAIN (GENERIC_PLAN)`: the statement is prepared, forced generic and explained by `EXECUTE`.
import { sql } from 'drizzle-orm';
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

let made = 0;

/** The generic plan of `select` as the role and scope of the caller's context plan it; nothing run. */
export async function explainGeneric(db: Db, select: PgSelect): Promise<string> {
  const { sql: text, params } = select.toSQL();
  // A prepared statement outlives a failed transaction: each explain has its own, deallocated after.
  const name = `generic_plan_${String(++made)}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    // drizzle's own text, its values all placeholders; the values are literals written above.
    await tx.execute(sql.raw(`prepare ${name} as ${text}`));
    try {
      const explained = sql.raw(`explain execute ${name}(${params.map(literal).join(', ')})`);
      const plan = await tx.transaction((step) => queryRows<{ 'QUERY PLAN': string }>(step, explained));
      return plan.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await tx.execute(sql.raw(`deallocate ${name}`));
    }
  });
}
