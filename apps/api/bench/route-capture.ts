// The statements each bench route sends, captured through the app in this process (a drizzle
// logger), for bench:api's replay and for api-explain's EXPLAIN (ANALYZE, BUFFERS).
import { HEADERS } from '@portal/contract';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import type { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { startRuntime } from '../src/runtime.js';
import { signedInHeaders } from './sign-in.js';
import { benchRoutes, findBenchTarget, type BenchRoute, type BenchTarget } from './api-routes.js';
import { createCapture, isPage, isRead, type Statement } from './sql-replay.js';

export interface CapturedRoute extends BenchRoute {
  statements: Statement[];
  /** `meta.total`, with `+` when capped; empty for a detail. */
  matched: string;
  /** A list's page statement (the bare server runs it, decision 0069); none for other routes. */
  page?: Statement;
}

/**
 * The names under which the app's statements went out: drizzle's logger is told a statement's text,
 * not its name, so node-postgres's `Client#query` is watched while the routes are captured.
 */
function watchNames() {
  const names = new Map<string, string>();
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const named = config as { name?: unknown; text?: unknown } | null;
    if (typeof named?.name === 'string' && typeof named.text === 'string') names.set(named.text, named.name);
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
  return {
    nameOf: (statement: Statement) => names.get(statement.sql),
    stop: () => {
      pg.Client.prototype.query = query;
    },
  };
}

/** The routes BENCH_ROUTES names (words, comma-separated), always with the ceiling. */
export function chosenRoutes(target: BenchTarget): BenchRoute[] {
  const only = process.env.BENCH_ROUTES?.split(',').map((word) => word.trim().toLowerCase());
  return benchRoutes(target).filter(
    (route) => route.kind === 'ceiling' || !only || only.some((word) => route.name.toLowerCase().includes(word)),
  );
}

/**
 * Each chosen route through the app once to warm it (named statements prepared, caches filled), then
 * again with its read statements captured. A write route is listed without statements.
 */
export async function captureRoutes(config: ReturnType<typeof loadConfig>, url: string, pool: number) {
  const capture = createCapture();
  const names = watchNames();
  const database = await openDatabase({ databaseUrl: url, poolSize: pool, logQuery: capture.logQuery });
  const runtime = await startRuntime(config, { database, worker: false, log: { info: () => undefined } });
  const app = await buildApp(runtime);
  await app.ready();
  try {
    const target = await findBenchTarget(runtime.db);
    const headers = await signedInHeaders(app, config.ENTERPRISE_KEY, target);
    const publicHeaders = { [HEADERS.enterprise]: config.ENTERPRISE_KEY };
    const headersOf = (route: BenchRoute) => (route.public ? publicHeaders : headers);
    const routes: CapturedRoute[] = [];
    for (const route of chosenRoutes(target)) {
      if (route.kind === 'write') {
        routes.push({ ...route, statements: [], matched: '' });
        continue;
      }
      const inject = () => app.inject({ method: 'GET', url: `/portal${route.path}`, headers: headersOf(route) });
      await inject();
      capture.start();
      const res = await inject();
      const statements = capture
        .stop()
        .filter(isRead)
        .map((statement) => ({ ...statement, name: names.nameOf(statement) }));
      if (res.statusCode !== 200) throw new Error(`${route.path}: ${res.statusCode} ${res.body}`);
      const meta = (res.json() as { meta?: { total: number; total_capped?: boolean } }).meta;
      const page = route.kind === 'list' || route.kind === 'search' ? statements.find(isPage(route.table)) : undefined;
      routes.push({
        ...route,
        statements,
        page,
        matched: meta ? `${meta.total}${meta.total_capped ? '+' : ''}` : '',
      });
    }
    return { target, headers, publicHeaders, routes };
  } finally {
    names.stop();
    await app.close();
    await runtime.shutdown();
  }
}
