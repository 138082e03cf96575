// npm run bench:api — the employers list at scale, timed through the real app (app.inject: routing,
// sign-in, scope, validation, serialisation) beside the SQL the app sent for the same request, sent
// again straight to the database, so the cost of our layers shows. Prints p50/p95 per query.
//   without DATABASE_URL: PGlite in memory, BENCH_ROWS (100 000) employers inserted into one demo site;
//   with DATABASE_URL: that PostgreSQL database as `npm run seed:scale` filled it, its biggest site.
// BENCH_RUNS (30) requests per query; BENCH_PLANS=1 prints every list query's plan (slow ones always).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, queryRows } from '../src/db/client.js';
import { SCALE_ACCOUNTS, scaleSiteAdmin } from '../src/db/seed/scale-tenants.js';
import { startRuntime } from '../src/runtime.js';
import { signedInHeaders } from './sign-in.js';
import {
  createCapture,
  explainAnalyze,
  isListQuery,
  isRead,
  percentile,
  replay,
  timeAlternately,
} from './sql-replay.js';
import { insertBenchEmployers, PGLITE_QUERIES, POSTGRES_QUERIES } from './employers-queries.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SLOW_MS = 25;
const url = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
  ...(url ? { DATABASE_URL: url } : {}),
});
const capture = createCapture();
const database = await openDatabase({ databaseUrl: url, logQuery: capture.logQuery });
const runtime = await startRuntime(config, { database, worker: false, log: { info: () => undefined } });
const app = await buildApp(runtime);
await app.ready();

const target = url ? await biggestScaleSite() : await pgliteSite();
const queries = url ? POSTGRES_QUERIES : PGLITE_QUERIES;
const headers = await signedInHeaders(app, config.ENTERPRISE_KEY, target);
const list = (query: string) => app.inject({ method: 'GET', url: `/portal/v1/employers?${query}`, headers });

console.log(`\n${target.label}; ${RUNS} runs per query.`);
console.log(
  '\n| query | API p50 ms | API p95 ms | same SQL p50 ms (statements) | list SQL in PostgreSQL ms | our layers p50 ms | rows matched |',
);
console.log('|---|---|---|---|---|---|---|');
const slow: string[] = [];
for (const query of queries) {
  capture.start();
  const first = await list(query);
  const statements = capture.stop().filter(isRead);
  if (first.statusCode !== 200) throw new Error(`${query}: ${first.statusCode} ${first.body}`);
  const { meta } = first.json<{ meta: { total: number; total_capped?: boolean } }>();
  // Alternately, so both see the same load on the machine.
  const { a: api, b: raw } = await timeAlternately(
    RUNS,
    () => list(query),
    () => replay(database, statements),
  );
  const listStatements = statements.filter(isListQuery);
  const explained: number[] = [];
  for (let i = 0; i < 5; i++) explained.push((await explainAnalyze(database, listStatements)).ms);
  explained.sort((a, b) => a - b);
  const engine = percentile(explained, 0.5);
  if (engine > SLOW_MS || process.env.BENCH_PLANS) {
    const { plans } = await explainAnalyze(database, listStatements, true);
    slow.push(`-- ${decodeURIComponent(query)}\n${plans.join('\n\n')}`);
  }
  const [p50, p95, sql50] = [percentile(api, 0.5), percentile(api, 0.95), percentile(raw, 0.5)];
  console.log(
    `| ${decodeURIComponent(query)} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${sql50.toFixed(1)} (${statements.length}) | ${engine.toFixed(1)} | ${(p50 - sql50).toFixed(1)} | ${meta.total}${meta.total_capped ? '+' : ''} |`,
  );
}
console.log(
  '\n"same SQL": every statement the request sent (sign-in, scope, then page and count in parallel), replayed from this process.',
);
console.log(
  '"list SQL in PostgreSQL": planning + execution of the page and count queries (EXPLAIN ANALYZE, median of 5).',
);
if (slow.length > 0) console.log(`\nPlans (list SQL over ${SLOW_MS} ms, or BENCH_PLANS):\n\n${slow.join('\n\n')}`);
console.log(`\nRSS after the run: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
await app.close();
await runtime.shutdown();
fs.rmSync(dataDir, { recursive: true, force: true });

/** PGlite: BENCH_ROWS employers added to acme/careers, listed by its site admin. */
async function pgliteSite() {
  const [site] = await queryRows<{ id: number }>(
    runtime.db,
    sql`select s.id from sites s join accounts a on a.id = s.account_id where a.name = 'acme' and s.name = 'careers'`,
  );
  if (!site) throw new Error('demo site acme/careers not found');
  const rows = Number(process.env.BENCH_ROWS ?? 100_000);
  const started = Date.now();
  await insertBenchEmployers(runtime.db, site.id, rows);
  console.log(`Inserted ${rows} employers in ${Date.now() - started} ms`);
  return {
    siteId: site.id,
    email: 'admin@acme.test',
    label: `PGlite in memory, ${rows} employers in acme/careers`,
  };
}

/** PostgreSQL: the scale site with the most employers, listed by its site admin. */
async function biggestScaleSite() {
  const [site] = await queryRows<{ id: number; account: string; site: string; n: number; total: number }>(
    runtime.db,
    sql`select s.id, a.name as account, s.name as site, count(e.id)::int as n,
               (select count(*)::int from employers) as total
        from sites s join accounts a on a.id = s.account_id left join employers e on e.site_id = s.id
        where a.name in ${SCALE_ACCOUNTS.map((account) => account.name)}
        group by s.id, a.name, s.name order by n desc limit 1`,
  );
  if (!site || site.n === 0) throw new Error('No scale data in DATABASE_URL: run `npm run seed:scale` first.');
  const version = await queryRows<{ server_version: string }>(runtime.db, sql`show server_version`);
  return {
    siteId: site.id,
    email: scaleSiteAdmin(site.account, site.site),
    label: `PostgreSQL ${version[0]?.server_version ?? ''}, ${site.total} employers in all, ${site.n} in ${site.account}/${site.site}`,
  };
}
