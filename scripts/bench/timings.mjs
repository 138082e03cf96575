/* global window */
// What a user waits for, in Debian's Chromium against the real server: the login form, sign-in → first row,
// and a signed-in cold load of the employers list → first row; with the layout shift of each page.
import { median, signInToken } from './server.mjs';

const LIST_PATH = '/acme/careers/employers';
const FIRST_ROW = 'tr[data-row]';
const RUNS = 6; // the first is a warm-up for the server, not counted

/** Collects layout shifts from the start of every document of the context. */
const CLS_OBSERVER = () => {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

async function measure(browser, runs, run) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(CLS_OBSERVER);
    try {
      results.push(await run(context));
    } finally {
      await context.close();
    }
  }
  return results.slice(1);
}

const settleCls = async (page) => {
  await page.waitForTimeout(500);
  return page.evaluate(() => window.__cls);
};

export async function measureTimings(browser, origin) {
  const login = await measure(browser, RUNS + 1, async (context) => {
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(`${origin}/login`);
    await page.getByLabel(/email/i).first().waitFor({ state: 'visible' });
    await page.getByRole('button', { name: /sign in/i }).waitFor({ state: 'visible' });
    return { ms: Date.now() - t0, cls: await settleCls(page) };
  });

  const signIn = await measure(browser, RUNS, async (context) => {
    const page = await context.newPage();
    await page.goto(`${origin}/login?to=${encodeURIComponent(LIST_PATH)}`);
    await page.getByLabel(/email/i).first().fill('admin@acme.test');
    await page
      .getByLabel(/password/i)
      .first()
      .fill('demo-pass-1234');
    const t0 = Date.now();
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 20_000 });
    return { ms: Date.now() - t0, cls: await settleCls(page) };
  });

  const token = await signInToken(origin, 'admin@acme.test', 'portal-demo');
  const coldList = await measure(browser, RUNS, async (context) => {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('portal-auth')) localStorage.setItem('portal-auth', value);
    }, JSON.stringify(token));
    const page = await context.newPage();
    await page.goto(`${origin}${LIST_PATH}`, { waitUntil: 'commit' });
    await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 20_000 });
    // performance.now() counts from the navigation's start.
    const ms = await page.evaluate(() => Math.round(performance.now()));
    return { ms, cls: await settleCls(page) };
  });

  const summary = (label, runs) => ({
    label,
    median: median(runs.map((r) => r.ms)),
    runs: runs.map((r) => r.ms),
    cls: Math.max(...runs.map((r) => r.cls)),
  });
  return [
    summary('Login form usable (navigation → Email and Sign in visible)', login),
    summary('Sign-in submit → first employer row painted', signIn),
    summary('Signed in, cold list load → first employer row painted', coldList),
  ];
}
