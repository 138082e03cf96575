import type { Database } from '../src/db/client.js';
import type { BenchRoute } from './api-routes.js';
import { explainAnalyze, listQueryOf, type Statement } from './sql-replay.js';

/** BENCH_PLANS=1: each route's own statements with PostgreSQL's plan and time (EXPLAIN ANALYZE). */
export async function printPlans(database: Database, routes: (BenchRoute & { statements: Statement[] })[]) {
  for (const route of routes) {
    if (!route.table) continue;
    const own = route.statements.filter(listQueryOf(route.table));
    const { ms, plans } = await explainAnalyze(database, own, true);
    console.log(`\n-- ${route.name} (${ms.toFixed(1)} ms in PostgreSQL)`);
    own.forEach((statement, i) => console.log(`${statement.sql}\n${JSON.stringify(statement.params)}\n${plans[i]}\n`));
  }
}
