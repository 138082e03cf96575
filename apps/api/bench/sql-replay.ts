import type { Database, LogQuery } from '../src/db/client.js';

/** One statement the app sent, with its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
  /** The name node-postgres prepared it under, where the app named it (route-capture.ts). */
  name?: string;
}

/** Records the statements sent between start() and stop(); hand `logQuery` to openDatabase. */
export function createCapture() {
  let recording: Statement[] | undefined;
  const logQuery: LogQuery = (sql, params) => recording?.push({ sql, params });
  return {
    logQuery,
    start: () => {
      recording = [];
    },
    stop: (): Statement[] => {
      const statements = recording ?? [];
      recording = undefined;
      return statements;
    },
  };
}

/** The value below which `p` of the sorted times fall. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Times `a` and `b` one after the other, `runs` times each; returns both sorted. */
export async function timeAlternately(
  runs: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<{ a: number[]; b: number[] }> {
  const times = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < runs; i++) {
    for (const [key, work] of [['a', a] as const, ['b', b] as const]) {
      const started = performance.now();
      await work();
      times[key].push(performance.now() - started);
    }
  }
  times.a.sort((x, y) => x - y);
  times.b.sort((x, y) => x - y);
  return times;
}

/** Reads only: a replay never changes data (the app's occasional token touch is left out). */
export const isRead = (statement: Statement) => /^\s*(select|with|explain)\b/i.test(statement.sql);

/** A list's estimate of its total (EXPLAIN): replayed, but not itself explained. */
export const isEstimate = (statement: Statement) => /^\s*explain\b/i.test(statement.sql);

/** A capped count (`select count(*) from (… limit $n)`). */
export const isCount = (statement: Statement) => /^\s*select count\(\*\) from \(/i.test(statement.sql);

/** A list's page: its first read of `table` that is neither its estimate nor its count. */
export const isPage = (table: string | undefined) => (statement: Statement) =>
  table !== undefined && listQueryOf(table)(statement) && !isEstimate(statement) && !isCount(statement);

/** The statements of a list itself (its page and its count) from `table`, not the sign-in and scope checks. */
export const listQueryOf = (table: string) => (statement: Statement) =>
  isRead(statement) && statement.sql.includes(`from "${table}"`);

/** The employers list's own statements. */
export const isListQuery = listQueryOf('employers');

/**
 * Sends the statements straight to the database as the request did: the sign-in and scope checks
 * one after another, then the list's page and count together (the repository runs them in parallel).
 */
export async function replay(
  database: Database,
  statements: Statement[],
  isList: (statement: Statement) => boolean = isListQuery,
): Promise<void> {
  for (const s of statements.filter((s) => !isList(s))) await database.executeSql(s.sql, s.params);
  await Promise.all(statements.filter(isList).map((s) => database.executeSql(s.sql, s.params)));
}

/** PostgreSQL's own planning + execution time of the statements (EXPLAIN ANALYZE), and their plans. */
export async function explainAnalyze(
  database: Database,
  statements: Statement[],
  withPlans = false,
): Promise<{ ms: number; plans: string[] }> {
  let ms = 0;
  const plans: string[] = [];
  // A list's estimate is itself an EXPLAIN: its cost is planning only, and it has no plan to show.
  for (const s of statements.filter((statement) => !isEstimate(statement))) {
    const { rows } = await database.executeSql(`explain (analyze, buffers, format json) ${s.sql}`, s.params);
    const [result] = (rows[0] as { 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] })[
      'QUERY PLAN'
    ];
    ms += result['Planning Time'] + result['Execution Time'];
    if (!withPlans) continue;
    const text = await database.executeSql(`explain (analyze, format text) ${s.sql}`, s.params);
    plans.push(text.rows.map((r) => (r as { 'QUERY PLAN': string })['QUERY PLAN']).join('\n'));
  }
  return { ms, plans };
}
