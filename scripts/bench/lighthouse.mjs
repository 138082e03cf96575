// Lighthouse (from npm) driving Debian's Chromium: the performance score and its metrics for a page, mobile and
// desktop, median of three runs each. The signed-in page gets the token in localStorage first (storage is kept).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { median } from './server.mjs';

const DEBUG_PORT = 9339;
const RUNS = 3;

async function runOnce(pw, url, { formFactor, token }) {
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-lh-'));
  const context = await pw.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    if (token) {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(new URL('/healthz', url).href);
      await page.evaluate((value) => localStorage.setItem('portal-auth', value), JSON.stringify(token));
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

export async function measureLighthouse(pw, pages) {
  const rows = [];
  for (const { label, url, token } of pages) {
    for (const formFactor of ['mobile', 'desktop']) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(pw, url, { formFactor, token }));
      const pick = (key) => median(runs.map((r) => r[key]));
      rows.push({
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
