/* global window, document, requestAnimationFrame, MutationObserver */
// The pipeline board of one job with many applications (issue 22): seeded through the apply service
// (scripts/bench/seed-board.ts) before the server starts, spread over the site's stages through the staff
// API's bulk stage change, then opened signed in: how many card nodes the page holds (and how many are on
// screen), and a keyboard move (the card's move button, the right arrow, the stage confirmation) timed
// inside the page from the key to the dialog and from "Change" to the card painted in its new column.
import { spawnSync } from 'node:child_process';
import { median } from './server.mjs';

export const BOARD_CARD = '[data-testid^="card-"]';
export const BOARD_APPLICATIONS = 2000;
const RUNS = 4; // the first is a warm-up, not counted

/** Seeds the demo data and `count` applications to one live job in `dataDir`; answers { job, title, applications }. */
export function seedBoard(dataDir, count = BOARD_APPLICATIONS) {
  const done = spawnSync('node_modules/.bin/tsx', ['scripts/bench/seed-board.ts', dataDir, `--applications=${count}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (done.status !== 0) throw new Error(`seeding the board failed (${done.status})`);
  return JSON.parse(done.stdout);
}

/**
 * Shares of the applications by stage, in the site's order; the rest (the newest) stay in "No stage".
 * The oldest go furthest along, so a card moved from "No stage" is the newest of its new column.
 */
const SHARES = [0.2, 0.15, 0.125, 0.1, 0.05, 0.025, 0.05];

const headersOf = (token, siteId) => ({
  Authorization: `${token.token_type} ${token.access_token}`,
  'X-AF-EID': 'portal-demo',
  'X-AF-SID': String(siteId),
  'content-type': 'application/json',
});

/** Moves the seeded applications to their stages, 100 at a time (the bulk limit), as the list's bulk action does. */
export async function spreadStages(origin, token, seed) {
  const me = await (await fetch(`${origin}/portal/auth/me`, { headers: headersOf(token, '') })).json();
  const site = me.accounts.find((a) => a.name === 'acme').sites.find((s) => s.name === 'careers');
  const headers = headersOf(token, site.id);
  const stages = (await (await fetch(`${origin}/portal/v1/site/application-stages`, { headers })).json()).data;
  let at = 0;
  const counts = { 'No stage': 0 };
  for (const [i, stage] of stages.entries()) {
    const take = Math.round((SHARES[i] ?? 0) * seed.applications.length);
    counts[stage.label] = take;
    for (let from = at; from < at + take; from += 100) {
      const ids = seed.applications.slice(from, Math.min(from + 100, at + take));
      const response = await fetch(`${origin}/portal/v1/applications/bulk/stage`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ids, stage: stage.value, notify: [] }),
      });
      if (!response.ok) throw new Error(`bulk stage ${stage.value}: ${response.status} ${await response.text()}`);
    }
    at += take;
  }
  counts['No stage'] = seed.applications.length - at;
  return counts;
}

/** In the page: stamps the arrow key, the dialog's first paint, the confirmation and the card's paint in the next column. */
const WATCH_MOVE = (uuid) => {
  const now = () => performance.now();
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = callback;
      channel.port2.postMessage(null);
    });
  const columnsOf = () =>
    [...document.querySelectorAll(`[data-testid="card-${uuid}"]`)].map((card) => {
      const column = card.closest('section');
      return column?.parentElement ? [...column.parentElement.children].indexOf(column) : -1;
    });
  const move = { from: columnsOf()[0], longest: 0 };
  window.__move = move;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries())
      if (move.key !== undefined && move.landed === undefined) move.longest = Math.max(move.longest, task.duration);
  }).observe({ type: 'longtask' });
  document.addEventListener('keydown', (event) => (move.key ??= event.key === 'ArrowRight' ? now() : undefined), true);
  document.addEventListener(
    'click',
    (event) => {
      if (event.target.closest?.('[role=dialog] button')?.textContent === 'Change') move.confirm ??= now();
    },
    true,
  );
  new MutationObserver(() => {
    if (move.dialog === undefined && document.querySelector('[role=dialog]')) {
      move.dialog = null;
      afterPaint(() => (move.dialog = now()));
    }
    if (move.confirm !== undefined && move.landed === undefined && columnsOf().includes(move.from + 1)) {
      move.landed = null;
      afterPaint(() => (move.landed = now()));
    }
  }).observe(document, { childList: true, subtree: true });
};

/** Opens the board signed in, counts its card nodes, and moves the newest card of "No stage" one column on by keyboard. */
export async function measureBoard(browser, origin, token, seed) {
  const results = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((value) => localStorage.setItem('portal-auth', value), JSON.stringify(token));
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/acme/careers/applications/board?job=${seed.job}`);
      await page.locator(BOARD_CARD).first().waitFor({ state: 'visible', timeout: 20_000 });
      // Every column has its first page (no skeleton left); the notification stream keeps the network busy.
      await page.waitForFunction(() => !document.querySelector('section .MuiSkeleton-root'), null, { timeout: 20_000 });
      await page.waitForTimeout(500);
      const nodes = await page.evaluate((selector) => {
        const cards = [...document.querySelectorAll(selector)];
        const seen = cards.filter((card) => {
          const box = card.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
        });
        return { inDom: cards.length, onScreen: seen.length };
      }, BOARD_CARD);
      const button = page.locator('[data-move]').first();
      await page.evaluate(WATCH_MOVE, await button.getAttribute('data-move'));
      await button.focus();
      await page.keyboard.press('ArrowRight');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Change', exact: true }).click();
      const move = await (
        await page.waitForFunction(() => typeof window.__move.landed === 'number' && window.__move, null, {
          timeout: 20_000,
        })
      ).jsonValue();
      results.push({
        ...nodes,
        dialog: Math.round(move.dialog - move.key),
        landed: Math.round(move.landed - move.confirm),
        longest: Math.round(move.longest),
      });
    } finally {
      await context.close();
    }
  }
  const counted = results.slice(1);
  const of = (key) => ({ median: median(counted.map((r) => r[key])), runs: counted.map((r) => r[key]) });
  return {
    inDom: of('inDom'),
    onScreen: of('onScreen'),
    dialog: of('dialog'),
    landed: of('landed'),
    longest: of('longest'),
  };
}
