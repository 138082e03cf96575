// Lighthouse (from npm) driving Debian's Chromium: the performance score and its metrics for a page, mobile and
// desktop, median of three runs each. A signed-in page gets its app's entries in localStorage first (`storage`:
// our token, react-admin's fake user); storage is kept, the HTTP cache starts empty.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { median } from './server.mjs';

const DEBUG_PORT = 9339;
const RUNS = 3;

async function runOnce(pw, url, { formFactor, storage }) {
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lh-'));
  const context = await pw.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    if (storage) {
      // A page of the origin that loads no code: only its localStorage is written, the cache stays empty.
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(new URL('/healthz', url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    const flags = { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const result = await lighthouse(
      url,
      { ...flags, disableStorageReset: true },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const audits = result.lhr.audits;
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Each page (`{ label, url, storage? }`) in each form factor, RUNS times: the medians and the scores. */
export async function measureLighthouse(pw, pages, formFactors = ['mobile', 'desktop']) {
  const rows = [];
  for (const { label, url, storage, ...rest } of pages) {
    for (const formFactor of formFactors) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(pw, url, { formFactor, storage }));
      const pick = (key) => median(runs.map((r) => r[key]));
      rows.push({
        ...rest,
        label,
        formFactor,
        score: pick('score'),
        scores: runs.map((r) => r.score),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
      });
    }
  }
  return rows;
}

/** The rows as the markdown table docs/benchmarks.md keeps. */
export function lighthouseTable(rows) {
  const lines = [
    '| Lighthouse | form factor | score (median of 3) | runs | FCP ms | LCP ms | TBT ms | CLS |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.label} | ${r.formFactor} | ${r.score} | ${r.scores.join(', ')} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
    );
  return lines.join('\n');
}
