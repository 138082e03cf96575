/* global window */
// The two journeys `npm run bench:reference` times in each app, each in a fresh browser context (empty cache)
// and timed inside the page (scripts/bench/timings.mjs): a signed-in cold load → first row painted, and
// sign-in → first row (from the click on the form's submit button to the frame that paints the first row
// of the list the user is sent to; the click is stamped in sessionStorage, which survives our login
// page's navigation to the app).
import { PAINT_OBSERVER, paintedAt } from './timings.mjs';

const VIEWPORT = { width: 1280, height: 800 };

/** Cold load of `target.path`, signed in beforehand (our token and react-admin's fake user in storage). */
export async function coldLoadFirstRow(browser, origin, target, token) {
  const context = await browser.newContext({ viewport: VIEWPORT });
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

/**
 * Signed out, opens `journey.path`, fills each `[label, value]` of `journey.fields` by its label, clicks the
 * button named `journey.submit`, and answers the ms from that click to the first `journey.selector` painted.
 */
export async function signInFirstRow(browser, origin, journey) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(PAINT_OBSERVER, [journey.selector]);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${journey.path}`);
    for (const [label, value] of journey.fields) await page.getByLabel(label).first().fill(value);
    await page.getByRole('button', { name: journey.submit }).click();
    const at = await paintedAt(page, journey.selector);
    const submitted = await page.evaluate(() => window.__submitAt());
    if (!submitted) throw new Error(`No submit click stamped on ${origin}${journey.path}`);
    return Math.round(at - submitted);
  } finally {
    await context.close();
  }
}
