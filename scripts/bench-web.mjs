#!/usr/bin/env node
// npm run bench:web — what a user gets from `npm start`: it builds the web app, reports the JavaScript a first
// visit downloads per page (brotli on the wire, beside gzip), then starts the real server and measures in
// Debian's Chromium the login form, sign-in → first row and a signed-in cold list load → first row (median of 5,
// with layout shift) — the employers list and, beside it, every list on the kit and the pipeline board of one
// job with 2,000 applications (seeded first, ~3 min: scripts/bench/board.mjs), whose card nodes and keyboard
// move are measured too — and Lighthouse mobile and desktop for the login page and the employers list.
// `--no-lighthouse` skips the Lighthouse part; `--no-board` the board; `--sizes-only` stops after the bytes.
// Results go in docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { measureSizes } from './bench/sizes.mjs';
import { BOARD_APPLICATIONS, measureBoard, seedBoard, spreadStages } from './bench/board.mjs';
import { benchDataDir, signInToken, startServer } from './bench/server.mjs';
import { measureTimings } from './bench/timings.mjs';

const build = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], {
  cwd: 'apps/web',
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sizes = measureSizes('apps/web/dist');
console.log('\n| page | JS files | JS brotli kB (on the wire) | JS gzip kB | CSS brotli kB |\n|---|---|---|---|---|');
for (const r of sizes) console.log(`| ${r.label} | ${r.files} | ${kb(r.br)} | ${kb(r.gzip)} | ${kb(r.css)} |`);
const budget = (label, row, kB) =>
  console.log(
    `${label}: ${kb(row.br)} kB brotli JS (budget ${kB} kB) — ${row.br <= kB * 1024 ? 'within budget' : 'OVER BUDGET'}`,
  );
console.log('');
budget('Login page', sizes[0], 100);
budget('Sign-in journey (login, then the employers list)', sizes[sizes.length - 1], 250);
if (process.argv.includes('--sizes-only')) process.exit(0);

if (!existsSync(CHROMIUM_PATH)) {
  console.log(`Chromium not found at ${CHROMIUM_PATH}: skipping the browser measurements.`);
  process.exit(0);
}
const { chromium: pw } = await import('playwright-core');
const dataDir = benchDataDir();
const seed = process.argv.includes('--no-board') ? null : seedBoard(dataDir);
const server = await startServer(3190, dataDir);
try {
  const token = await signInToken(server.origin, 'admin@acme.test', 'portal-demo');
  const stages = seed ? await spreadStages(server.origin, token, seed) : null;
  const browser = await pw.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const timings = await measureTimings(browser, server.origin, seed && { job: seed.job, count: BOARD_APPLICATIONS });
  const board = seed ? await measureBoard(browser, server.origin, token, seed) : null;
  await browser.close();
  console.log('\n| measure | median ms | ÷ employers list | runs ms | max CLS |\n|---|---|---|---|---|');
  for (const t of timings) {
    const ratio = t.ratio === undefined ? '' : `${t.ratio.toFixed(2)}× (budget ${t.budget}×)`;
    console.log(`| ${t.label} | ${t.median} | ${ratio} | ${t.runs.join(', ')} | ${t.cls.toFixed(3)} |`);
  }
  if (board) {
    const by = Object.entries(stages).map(([label, n]) => `${label} ${n}`);
    console.log(`\nPipeline board of "${seed.title}" (${by.join(', ')}), median of ${board.landed.runs.length}:`);
    console.log('| board | median | runs |\n|---|---|---|');
    const rows = [
      ['card nodes in the page once loaded', board.inDom],
      ['cards on screen (1280×800)', board.onScreen],
      ['keyboard move: right arrow → stage confirmation painted (ms)', board.dialog],
      ['keyboard move: "Change" → card painted in its new column (ms)', board.landed],
      ['longest main-thread task during the move (ms)', board.longest],
    ];
    for (const [label, m] of rows) console.log(`| ${label} | ${m.median} | ${m.runs.join(', ')} |`);
  }

  if (!process.argv.includes('--no-lighthouse')) {
    const { lighthouseTable, measureLighthouse } = await import('./bench/lighthouse.mjs');
    const rows = await measureLighthouse(pw, [
      { label: '/login', url: `${server.origin}/login` },
      {
        label: 'employers list',
        url: `${server.origin}/acme/careers/employers`,
        storage: { 'portal-auth': JSON.stringify(token) },
      },
    ]);
    console.log(`\n${lighthouseTable(rows)}`);
  }
} finally {
  server.stop();
}
