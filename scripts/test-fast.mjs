#!/usr/bin/env node
// npm test — the fast tier (decision 0026): contract, API on PGlite and web components in one Vitest
// run, then the browser suite's smoke tier (signing in, white label, right to left, first pages'
// accessibility); prints each part's time and the total (the budget is 4 minutes). The slow tier is
// `npm run test:slow` and the browser journeys `npm run test:e2e:journeys`; `.ci/run` runs both.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const parts = [
  ['Vitest (contract, API, web)', 'npx', ['vitest', 'run', '--project', '!api-slow', ...process.argv.slice(2)]],
  ['Browser suite (smoke)', 'node', ['scripts/test-e2e.mjs'], { E2E_TIER: 'smoke' }],
];
const times = [];
let status = 0;
for (const [name, cmd, args, env = {}] of parts) {
  const started = performance.now();
  status = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  times.push([name, (performance.now() - started) / 1000]);
  if (status !== 0) break;
}
const total = times.reduce((sum, [, s]) => sum + s, 0);
console.log('\nnpm test times');
for (const [name, s] of [...times, ['total (budget 240 s)', total]])
  console.log(`  ${name.padEnd(30)} ${s.toFixed(0)} s`);
process.exit(status);
