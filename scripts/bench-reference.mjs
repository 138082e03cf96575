#!/usr/bin/env node
// npm run bench:reference — issue 36's web budgets in one run: the portal's employers list (and its jobs list)
// beside two references, in the same browser, the same way, all journeys interleaved so that the machine's
// load hits all alike: a signed-in cold load (fresh context, empty cache) until the first row is painted,
// and sign-in → first row, ours (the real login page and API) beside react-admin's fake sign-in
// (scripts/bench/reference-journeys.mjs). The references (scripts/bench/reference, built in a temporary
// folder by scripts/bench/reference-app.mjs): react-admin 5 with its in-memory data provider and its own
// login page over a fake authProvider (no request to a server), and the floor of the stack, a bare React +
// MUI page drawing a static table. Results go in docs/benchmarks.md.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { buildReference, run, serveReference } from './bench/reference-app.mjs';
import { coldLoadFirstRow, signInFirstRow } from './bench/reference-journeys.mjs';
import { median, signInToken, startServer } from './bench/server.mjs';
import { LIGHTHOUSE_PAGES, lighthouseVerdicts, verdicts } from './bench/web-budgets.mjs';

const RUNS = Number(process.env.RUNS ?? 10);
// `--lighthouse`: also Lighthouse's mobile score of the sign-in pages and the lists, ours beside react-admin's.
const LIGHTHOUSE = process.argv.includes('--lighthouse');
// Two ports side by side (ours, the references'): BENCH_PORT lets two checkouts bench on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const LIST = '/acme/careers/employers';
const OUR_ROW = 'tr[data-row]';
const RA_ROW = 'tr.RaDatagrid-row';
/** Each journey: whose app (`ours`), its label, and how it is timed (`signIn` fills the login form). */
const JOURNEYS = {
  ours: { ours: true, label: 'portal employers list (real API, real sign-in)', selector: OUR_ROW, path: LIST },
  jobs: {
    ours: true,
    label: 'portal jobs list (real API, real sign-in)',
    selector: OUR_ROW,
    path: '/acme/careers/jobs',
  },
  reactAdmin: { label: 'react-admin 5 list (in-memory data)', selector: RA_ROW, path: '/#/employers' },
  floor: { label: 'React + MUI static table (the floor)', selector: OUR_ROW, path: '/floor.html' },
  signIn: {
    ours: true,
    label: 'portal sign-in submit → first employer row (real login page and API)',
    signIn: true,
    path: `/login?to=${encodeURIComponent(LIST)}`,
    fields: [
      [/email/i, 'admin@acme.test'],
      [/password/i, 'demo-pass-1234'],
    ],
    submit: /sign in/i,
    selector: OUR_ROW,
  },
  reactAdminSignIn: {
    label: 'react-admin 5 sign-in submit → first row (its login page, fake authProvider)',
    signIn: true,
    path: '/#/login',
    fields: [
      [/username/i, 'demo'],
      [/password/i, 'demo'],
    ],
    submit: /sign in/i,
    selector: RA_ROW,
  },
};

run('npx', ['vite', 'build', '--logLevel', 'warn'], 'apps/web');
const referenceDist = buildReference();
const { chromium: pw } = await import('playwright-core');
const ours = await startServer(PORT);
const reference = await serveReference(referenceDist, PORT + 1);
try {
  const token = await signInToken(ours.origin, 'admin@acme.test', 'portal-demo');
  const browser = await pw.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const names = Object.keys(JOURNEYS);
  const times = Object.fromEntries(names.map((name) => [name, []]));
  // One warm-up round, then RUNS rounds, the order reversed every other round.
  for (let i = 0; i <= RUNS; i++) {
    for (const name of i % 2 ? names : [...names].reverse()) {
      const journey = JOURNEYS[name];
      const origin = journey.ours ? ours.origin : reference.origin;
      const ms = journey.signIn
        ? await signInFirstRow(browser, origin, journey)
        : await coldLoadFirstRow(browser, origin, journey, token);
      if (i > 0) times[name].push(ms);
    }
  }
  await browser.close();
  console.log(`\n| first row painted (medians of ${RUNS}, interleaved) | median ms | runs ms |\n|---|---|---|`);
  for (const name of names)
    console.log(`| ${JOURNEYS[name].label} | ${median(times[name])} | ${times[name].join(', ')} |`);
  const medians = Object.fromEntries(names.map((name) => [name, median(times[name])]));
  console.log('\n| budget (issue 36) | ratio | budget | verdict |\n|---|---|---|---|');
  for (const line of verdicts(medians)) console.log(line);
  const kB = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    `\nJavaScript, brotli: react-admin ${kB(reference.bytes.reactAdmin)} kB, the floor ${kB(reference.bytes.floor)} kB.`,
  );
  if (LIGHTHOUSE) {
    // After the timed rounds, so that neither disturbs the other: each page cold, storage written first.
    const { lighthouseTable, measureLighthouse } = await import('./bench/lighthouse.mjs');
    const rows = await measureLighthouse(pw, LIGHTHOUSE_PAGES(ours.origin, reference.origin, token), ['mobile']);
    console.log(
      `\n${lighthouseTable(rows)}\n\n| budget (issue 36) | ours | react-admin | budget | verdict |\n|---|---|---|---|---|`,
    );
    for (const line of lighthouseVerdicts(rows)) console.log(line);
  }
} finally {
  ours.stop();
  reference.server.close();
}
