import type { BenchRoute } from './api-routes.js';
import { BUDGET, median, summariseRounds, verdictLine, verdicts, type Rounds } from './bare-budget.js';
import type { LoadResult } from './load.js';

/** One route at one concurrency: the product's runs and, for a list or a search, the bare server's. */
export interface Row {
  route: BenchRoute;
  connections: number;
  product: LoadResult[];
  bare: LoadResult[];
  /** The same product with row-level security off (BENCH_ROW_SECURITY=both), in the same rounds. */
  unguarded: LoadResult[];
  /** The route's SQL replayed without HTTP (BENCH_REPLAY=1); none for a write. */
  sql: LoadResult[];
  matched: string;
  statements: number;
}

const f = (n: number) => (Number.isNaN(n) ? '—' : n >= 100 ? n.toFixed(0) : n.toFixed(1));
const mark = (ok: boolean) => (ok ? 'met' : 'missed');
const judged = (row: Row): row is Row & { route: { kind: 'list' | 'search' } } =>
  (row.route.kind === 'list' || row.route.kind === 'search') && row.bare.length > 0;
const roundsOf = (row: Row & { route: { kind: 'list' | 'search' } }): Rounds => ({
  name: row.route.name,
  kind: row.route.kind,
  connections: row.connections,
  product: row.product,
  bare: row.bare,
});

/** What this row's figures say of the budgets that read it. */
function rowVerdict(row: Row): string {
  if (!judged(row)) return '';
  const s = summariseRounds(row);
  const parts: string[] = [];
  if (row.route.kind === 'list' && (BUDGET.ratioAt as readonly number[]).includes(row.connections)) {
    parts.push(`≥ ${BUDGET.ratio}× ${mark(s.ratio >= BUDGET.ratio)}`);
  }
  if (row.connections === BUDGET.p95At) {
    const limit = row.route.kind === 'list' ? BUDGET.listP95 : BUDGET.searchP95;
    parts.push(`p95 ≤ ${limit} ${mark(s.productP95 <= limit)}`);
  }
  return parts.join(', ');
}

/**
 * One markdown row per route and concurrency, medians of the rounds: the product, the bare server
 * running its page statement, the ratio (the median of each round's ratio) and the verdicts.
 */
export function printTable(rows: Row[]) {
  const replayed = rows.some((row) => row.sql.length > 0);
  const offColumns = rows.some((row) => row.unguarded.length > 0);
  console.log(
    `| route | conns | product req/s | bare req/s | ÷ bare | product p95 ms | bare p95 ms | budget |${offColumns ? ' RLS off req/s | RLS off ÷ bare | RLS off p95 ms |' : ''}${replayed ? ' SQL req/s (statements) |' : ''} rows matched |`,
  );
  console.log(`|---|---|---|---|---|---|---|---|${offColumns ? '---|---|---|' : ''}${replayed ? '---|' : ''}---|`);
  for (const row of rows) {
    const { route, connections: c, product, bare, unguarded, sql, matched, statements } = row;
    const errors = [...product, ...bare, ...unguarded].reduce((n, r) => n + r.errors, 0);
    const s = summariseRounds({ product, bare });
    const off = summariseRounds({ product: unguarded, bare });
    const offColumn = offColumns
      ? unguarded.length
        ? ` ${f(off.productRps)} | ${off.ratio.toFixed(2)} | ${f(off.productP95)} |`
        : ' — | — | — |'
      : '';
    const sqlColumn = replayed ? ` ${sql.length ? `${f(median(sql.map((r) => r.rps)))} (${statements})` : '—'} |` : '';
    console.log(
      `| ${route.name}${errors ? ` (${errors} errors)` : ''} | ${c} | ${f(s.productRps)} | ${f(s.bareRps)} | ${bare.length ? s.ratio.toFixed(2) : '—'} | ${f(s.productP95)} | ${f(s.bareP95)} | ${rowVerdict(row)} |${offColumn}${sqlColumn} ${matched} |`,
    );
  }
}

/** A line per budget (decision 0069), met or missed, naming every miss. */
export function judge(rows: Row[]) {
  const lists = rows.filter(judged);
  console.log('');
  for (const verdict of verdicts(lists.map(roundsOf))) console.log(verdictLine(verdict));
  const off = lists.filter((row) => row.unguarded.length > 0);
  if (off.length === 0) return;
  console.log('\nThe same budgets with row-level security off (ROW_SECURITY=off, every statement as the owner):');
  for (const verdict of verdicts(off.map((row) => ({ ...roundsOf(row), product: row.unguarded }))))
    console.log(verdictLine(verdict));
}
