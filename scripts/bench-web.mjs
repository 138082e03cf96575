#!/usr/bin/env node
// npm run bench:web — builds the web app and reports the gzip size of the JavaScript a first visit
// downloads: the sign-in page (login.html's entry + everything it imports statically), the SPA entry
// (index.html), and per SPA route the entry + the route's lazy chunk + their static imports; then the
// time until the login form is usable in Chromium. Budget: the login page ≤ 100 kB gzip
// (docs/decisions/0009: /login is its own lean document).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const dist = 'apps/web/dist';
const build = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], {
  cwd: 'apps/web',
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The JS files a chunk needs before it runs: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = (html) => {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].src === html);
  if (!key) throw new Error(`No entry for ${html} in the build manifest.`);
  return key;
};
const entry = closure(entryKey('index.html'));
const loginPage = closure(entryKey('login.html'));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (keys) => [...keys].reduce((total, k) => total + gz(manifest[k].file), 0);
const cssOf = (keys) =>
  [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))].reduce((total, file) => total + gz(file), 0);

const rows = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && /\/routes\//.test(k))
  .map((k) => {
    const files = closure(k, new Set(entry));
    return {
      route: k.replace(/^src\/features\//, '').replace(/\.tsx?$/, ''),
      total: sum(files),
      own: sum(new Set([...closure(k)].filter((x) => !entry.has(x)))),
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log(
  `\nLogin page (login.html, every first visit to /login): ${kb(sum(loginPage))} kB gzip JS (+ ${kb(cssOf(loginPage))} kB gzip CSS)`,
);
console.log(`SPA entry (index.html, every first visit to any other page): ${kb(sum(entry))} kB gzip JS`);
console.log('\n| route module | first-visit JS (gzip kB) | of which route-only |\n|---|---|---|');
for (const r of rows) console.log(`| ${r.route} | ${kb(r.total)} | ${kb(r.own)} |`);
const login = sum(loginPage);
console.log(
  `\nLogin route: ${kb(login)} kB gzip of JavaScript (budget 100 kB) — ${login <= 100 * 1024 ? 'within budget' : 'OVER BUDGET'}`,
);

// Time until the login form is usable, in Debian's Chromium against the real server.
const chromium = CHROMIUM_PATH;
if (!existsSync(chromium)) {
  console.log('Chromium not found: skipping the time-to-usable-login measurement.');
  process.exit(0);
}
const { chromium: pw } = await import('playwright-core');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
const port = 3190;
const server = spawn('node_modules/.bin/tsx', ['apps/api/src/server.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://localhost:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await pw.launch({
    executablePath: chromium,
    args: CHROMIUM_ARGS,
  });
  const times = [];
  for (let i = 0; i < 7; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(`http://localhost:${port}/login`);
    await page.getByLabel(/email/i).first().waitFor({ state: 'visible' });
    await page.getByRole('button', { name: /sign in/i }).waitFor({ state: 'visible' });
    times.push(Date.now() - t0);
    await context.close();
  }
  await browser.close();
  const sorted = times.slice(1).sort((a, b) => a - b);
  console.log(
    `Login form usable (cold browser context, warm server, median of ${sorted.length}): ${sorted[Math.floor(sorted.length / 2)]} ms  [runs: ${times.join(', ')}]`,
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
