#!/usr/bin/env node
// npm run bench:web — what a user gets from `npm start`: it builds the web app, reports the JavaScript a first
// visit downloads per page (brotli on the wire, beside gzip), then starts the real server and measures in
// Debian's Chromium the login form, sign-in → first row and a signed-in cold list load → first row (median of 5,
// with layout shift), and Lighthouse mobile and desktop for the login page and the employers list.
// `--no-lighthouse` skips the Lighthouse part; `--sizes-only` stops after the bytes (no server, no browser).
// Results go in docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { measureSizes } from './bench/sizes.mjs';
import { signInToken, startServer } from './bench/server.mjs';
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
const server = await startServer(3190);
try {
  const browser = await pw.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const timings = await measureTimings(browser, server.origin);
  await browser.close();
  console.log('\n| measure | median ms | ÷ employers list | runs ms | max CLS |\n|---|---|---|---|---|');
  for (const t of timings) {
    const ratio = t.ratio === undefined ? '' : `${t.ratio.toFixed(2)}× (budget 1.1×)`;
    console.log(`| ${t.label} | ${t.median} | ${ratio} | ${t.runs.join(', ')} | ${t.cls.toFixed(3)} |`);
  }

  if (!process.argv.includes('--no-lighthouse')) {
    const { measureLighthouse } = await import('./bench/lighthouse.mjs');
    const token = await signInToken(server.origin, 'admin@acme.test', 'portal-demo');
    const rows = await measureLighthouse(pw, [
      { label: '/login', url: `${server.origin}/login` },
      { label: 'employers list', url: `${server.origin}/acme/careers/employers`, token },
    ]);
    console.log(
      '\n| Lighthouse | form factor | score (median of 3) | runs | FCP ms | LCP ms | TBT ms | CLS |\n|---|---|---|---|---|---|---|---|',
    );
    for (const r of rows)
      console.log(
        `| ${r.label} | ${r.formFactor} | ${r.score} | ${r.scores.join(', ')} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
      );
  }
} finally {
  server.stop();
}
