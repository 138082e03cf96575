#!/usr/bin/env node
// npm run bench:reference — the portal's employers list (and its jobs list, issue 21: within 1.1× of the
// employers list) beside two references, in the same browser, the same
// way: a signed-in cold load (fresh context, empty cache) until the first row is painted, timed inside the
// page (scripts/bench/timings.mjs), all four interleaved so that the machine's load hits all alike.
// The references (scripts/bench/reference): react-admin 5 with its in-memory data provider and a fake sign-in
// (no request to a server for its data), and the floor of the stack, a bare React + MUI page drawing a
// static table. They are installed and built in a temporary folder, never in the repository; this needs the
// npm registry the first time. Results go in docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { median, signInToken, startServer } from './bench/server.mjs';
import { PAINT_OBSERVER, paintedAt } from './bench/timings.mjs';

const RUNS = Number(process.env.RUNS ?? 10);
// Two ports side by side (ours, the references'): BENCH_PORT lets two checkouts bench on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const TARGETS = {
  ours: {
    label: 'portal employers list (real API, real sign-in)',
    selector: 'tr[data-row]',
    path: '/acme/careers/employers',
  },
  jobs: { label: 'portal jobs list (real API, real sign-in)', selector: 'tr[data-row]', path: '/acme/careers/jobs' },
  reactAdmin: { label: 'react-admin 5 list (in-memory data)', selector: 'tr.RaDatagrid-row', path: '/#/employers' },
  floor: { label: 'React + MUI static table (the floor)', selector: 'tr[data-row]', path: '/floor.html' },
};

function run(command, args, cwd) {
  const done = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

/** Installs (once per version of its package.json) and builds the reference app; answers its dist folder. */
function buildReference() {
  const source = path.resolve('scripts/bench/reference');
  const dir = path.join(tmpdir(), 'portal-bench-reference');
  const wanted = readFileSync(path.join(source, 'package.json'), 'utf8');
  const installed = existsSync(path.join(dir, 'node_modules')) && readFileSync(path.join(dir, 'package.json'), 'utf8');
  cpSync(source, dir, { recursive: true });
  if (installed !== wanted) run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], dir);
  return path.join(dir, 'dist');
}

/** Serves a built folder as our server does, in brotli; `/` is index.html. */
function serveStatic(dist, port) {
  const files = new Map();
  const add = (name, body) =>
    files.set(`/${name}`, {
      body: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      type: name.endsWith('.js') ? 'text/javascript' : name.endsWith('.css') ? 'text/css' : 'text/html',
    });
  for (const page of ['index.html', 'floor.html']) add(page, readFileSync(path.join(dist, page)));
  for (const name of readdirSync(path.join(dist, 'assets')))
    add(`assets/${name}`, readFileSync(path.join(dist, 'assets', name)));
  const server = http.createServer((request, response) => {
    const file = files.get(request.url === '/' ? '/index.html' : (request.url ?? ''));
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br' }).end(file.body);
  });
  // Each page's JavaScript in brotli: the script its HTML names and, recursively, the files that script imports.
  const jsOf = (html) => {
    const seen = new Set();
    const visit = (name) => {
      if (seen.has(name)) return;
      seen.add(name);
      const code = readFileSync(path.join(dist, name), 'utf8');
      for (const [, dep] of code.matchAll(/from\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${dep}`);
    };
    const page = readFileSync(path.join(dist, html), 'utf8');
    for (const [, src] of page.matchAll(/src="\/(assets\/[^"]+\.js)"/g)) visit(src);
    return [...seen].reduce((sum, name) => sum + (files.get(`/${name}`)?.body.length ?? 0), 0);
  };
  const bytes = { reactAdmin: jsOf('index.html'), floor: jsOf('floor.html') };
  return new Promise((resolve) =>
    server.listen(port, () => resolve({ origin: `http://localhost:${port}`, server, bytes })),
  );
}

async function firstRow(browser, origin, target, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => {
    localStorage.setItem('portal-auth', value);
    localStorage.setItem('ra-user', 'demo');
  }, JSON.stringify(token));
  await context.addInitScript(PAINT_OBSERVER, [target.selector]);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${target.path}`, { waitUntil: 'commit' });
    const at = await paintedAt(page, target.selector);
    return Math.round(at - (await page.evaluate(() => performance.timeOrigin)));
  } finally {
    await context.close();
  }
}

run('npx', ['vite', 'build', '--logLevel', 'warn'], 'apps/web');
const referenceDist = buildReference();
const { chromium: pw } = await import('playwright-core');
const ours = await startServer(PORT);
const reference = await serveStatic(referenceDist, PORT + 1);
try {
  const token = await signInToken(ours.origin, 'admin@acme.test', 'portal-demo');
  const browser = await pw.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const names = Object.keys(TARGETS);
  const times = Object.fromEntries(names.map((name) => [name, []]));
  // One warm-up round, then RUNS rounds, the order reversed every other round.
  for (let i = 0; i <= RUNS; i++) {
    for (const name of i % 2 ? names : [...names].reverse()) {
      const origin = name === 'ours' || name === 'jobs' ? ours.origin : reference.origin;
      const ms = await firstRow(browser, origin, TARGETS[name], token);
      if (i > 0) times[name].push(ms);
    }
  }
  await browser.close();
  console.log('\n| signed-in cold load → first row painted | median ms | runs ms |\n|---|---|---|');
  for (const name of names)
    console.log(`| ${TARGETS[name].label} | ${median(times[name])} | ${times[name].join(', ')} |`);
  const jobs = median(times.jobs) / median(times.ours);
  console.log(`\nJobs list ÷ employers list: ${jobs.toFixed(2)}× (budget 1.1×)${jobs <= 1.1 ? '' : ' — OVER BUDGET'}.`);
  const kB = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    `\nJavaScript, brotli: react-admin ${kB(reference.bytes.reactAdmin)} kB, the floor ${kB(reference.bytes.floor)} kB.`,
  );
} finally {
  ours.stop();
  reference.server.close();
}
