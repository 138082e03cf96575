// npx tsx apps/api/bench/api-explain.ts — what each bench route asks of PostgreSQL, without load:
// every read statement one request sends (after a warm-up request), with its rows (an estimate: the
// planner's), the buffers it touched (shared hit + read, planning included) and its planning and execution time from
// EXPLAIN (ANALYZE, BUFFERS), best of BENCH_RUNS (3). Buffers and rows do not depend on the
// machine's load, so a change to a list is shown here first, then by bench:api's ratios.
//   DATABASE_URL (the seed:scale database), BENCH_ROUTES (words of route names), BENCH_PLANS=1 (the plans).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { captureRoutes } from './route-capture.js';
import { isEstimate, type Statement } from './sql-replay.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL to the seed:scale database (docs/benchmarks.md)');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-explain-'));
const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
  DATABASE_URL: url,
});

interface Explained {
  rows: number;
  buffers: number;
  planning: number;
  execution: number;
  plan: string;
}

interface PlanNode {
  'Plan Rows': number;
  'Actual Rows': number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
}
interface PlanJson {
  Plan: PlanNode;
  Planning?: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
  'Planning Time': number;
  'Execution Time'?: number;
}

/** One statement explained `RUNS` times; the fastest run (buffers and rows are the same in each). */
async function explain(database: Database, s: Statement): Promise<Explained> {
  let best: Explained | undefined;
  for (let run = 0; run < RUNS; run++) {
    // An estimate is planned only (EXPLAIN without ANALYZE): its cost is planning the select it names.
    const options = isEstimate(s) ? 'buffers, summary, format json' : 'analyze, buffers, format json';
    const select = s.sql.replace(/^\s*explain\s*\(format json\)/i, '');
    const { rows } = await database.executeSql(`explain (${options}) ${select}`, s.params);
    const [json] = (rows[0] as { 'QUERY PLAN': PlanJson[] })['QUERY PLAN'];
    if (!json) continue;
    const planning = json.Planning ?? { 'Shared Hit Blocks': 0, 'Shared Read Blocks': 0 };
    const executing = isEstimate(s) ? 0 : json.Plan['Shared Hit Blocks'] + json.Plan['Shared Read Blocks'];
    const one = {
      rows: isEstimate(s) ? json.Plan['Plan Rows'] : json.Plan['Actual Rows'],
      buffers: executing + planning['Shared Hit Blocks'] + planning['Shared Read Blocks'],
      planning: json['Planning Time'],
      execution: json['Execution Time'] ?? 0,
      plan: '',
    };
    if (!best || one.planning + one.execution < best.planning + best.execution) best = one;
  }
  if (!best) throw new Error(`no plan for ${s.sql}`);
  if (process.env.BENCH_PLANS && !isEstimate(s)) {
    const { rows } = await database.executeSql(`explain (analyze, buffers) ${s.sql}`, s.params);
    best.plan = rows.map((r) => (r as { 'QUERY PLAN': string })['QUERY PLAN']).join('\n');
  }
  return best;
}

const kind = (s: Statement) => (isEstimate(s) ? 'estimate' : /^\s*select count\(/i.test(s.sql) ? 'count' : 'read');

const { routes } = await captureRoutes(config, url, 2);
const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
try {
  console.log('| route | statements | statement | rows | buffers | planning ms | execution ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const route of routes) {
    for (const [i, s] of route.statements.entries()) {
      const e = await explain(database, s);
      const label = i === 0 ? `${route.name} (${route.matched || '—'})` : '';
      const n = i === 0 ? String(route.statements.length) : '';
      console.log(
        `| ${label} | ${n} | ${i + 1}. ${kind(s)} | ${e.rows} | ${e.buffers} | ${e.planning.toFixed(2)} | ${e.execution.toFixed(2)} |`,
      );
      if (e.plan)
        console.error(`\n-- ${route.name}, statement ${i + 1}\n${s.sql}\n${JSON.stringify(s.params)}\n${e.plan}\n`);
    }
  }
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
