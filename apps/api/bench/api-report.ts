import type { BenchRoute } from './api-routes.js';
import type { LoadResult } from './load.js';

export interface Row {
  route: BenchRoute;
  connections: number;
  api: LoadResult;
  /** The same SQL replayed; none for a write. */
  sql?: LoadResult;
  matched: string;
  statements: number;
}

const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

/** One markdown row per route and concurrency: the server, its SQL alone, and the ratios. */
export function printTable(rows: Row[]) {
  const ceiling = new Map(rows.filter((r) => r.route.kind === 'ceiling').map((r) => [r.connections, r.api.rps]));
  console.log(
    '| route | conns | req/s | p50 ms | p95 ms | p99 ms | ÷ ceiling req/s | SQL req/s (statements) | SQL p95 ms | SQL ÷ API req/s | rows matched |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { route, connections: c, api, sql, matched, statements } of rows) {
    const errors = api.errors ? ` (${api.errors} errors)` : '';
    const replayed = sql
      ? `${f(sql.rps)} (${statements}) | ${f(sql.p95)} | ${(sql.rps / api.rps).toFixed(2)}`
      : '— | — | —';
    console.log(
      `| ${route.name} | ${c} | ${f(api.rps)}${errors} | ${f(api.p50)} | ${f(api.p95)} | ${f(api.p99)} | ${(api.rps / (ceiling.get(c) ?? NaN)).toFixed(2)} | ${replayed} | ${matched} |`,
    );
  }
}

/**
 * The budget (decision 0040), as ratios any machine can check: every list and detail at 50
 * connections ≥ 0.8× the ceiling's req/s and ≤ 1.5× its own SQL's cost (SQL req/s ÷ API req/s);
 * at 10 connections a list's p95 ≤ 25 ms and a search's ≤ 50 ms.
 */
export function judge(rows: Row[]) {
  const ceiling = new Map(rows.filter((r) => r.route.kind === 'ceiling').map((r) => [r.connections, r.api.rps]));
  const misses: string[] = [];
  for (const { route, connections, api, sql } of rows) {
    if (route.kind === 'ceiling' || route.kind === 'write' || !sql) continue;
    const top = ceiling.get(connections);
    if (connections === 50 && top && api.rps < 0.8 * top) {
      misses.push(`${route.name}: ${(api.rps / top).toFixed(2)}× the ceiling at 50 connections (budget 0.8×)`);
    }
    if (connections === 50 && sql.rps / api.rps > 1.5) {
      misses.push(
        `${route.name}: its SQL alone is ${(sql.rps / api.rps).toFixed(2)}× faster at 50 connections (budget 1.5×)`,
      );
    }
    const p95Budget = route.kind === 'search' ? 50 : 25;
    if (connections === 10 && api.p95 > p95Budget) {
      misses.push(`${route.name}: p95 ${f(api.p95)} ms at 10 connections (budget ${p95Budget} ms)`);
    }
  }
  if (![10, 50].every((c) => rows.some((row) => row.connections === c))) {
    console.log('\nBudget not judged: it reads the runs at 10 and 50 connections.');
  } else {
    console.log(
      misses.length ? `\nOver budget:\n${misses.map((m) => `  - ${m}`).join('\n')}` : '\nEvery route within budget.',
    );
  }
}
