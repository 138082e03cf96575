import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { api, apiToken, signInWith } from './support/session';
import { expect, test } from './support/test';

/**
 * Decision 0067: a page's strings never depend on the page opened before it. Every route of the
 * route table (features/*\/manifest.ts), opened cold — a fresh page, nothing cached — in each
 * language, shows no text that reads as a translation key. `:id`s are the demo data's.
 */
const LANGUAGES = ['en', 'fr', 'ar'] as const;
const SITE = '/acme/careers';

/** A route with its `:id`s named: `{job}`, `{application}`, `{seeker}`, `{employer}`, `{consultant}`. */
const SIGNED_IN_ROUTES = [
  '/',
  '/notifications',
  '/auth/profile',
  '/auth/profile/password',
  '/auth/profile/settings',
  '/second-page',
  '/acme/sites',
  '/acme/users',
  `${SITE}/employers`,
  `${SITE}/employers/create`,
  `${SITE}/employers/hold`,
  `${SITE}/employers/{employer}`,
  `${SITE}/employers/{employer}/edit`,
  `${SITE}/jobs`,
  `${SITE}/jobs/hold`,
  `${SITE}/jobs/create`,
  `${SITE}/jobs/{job}`,
  `${SITE}/jobs/flagged-jobs`,
  `${SITE}/applications`,
  `${SITE}/applications/board?job={job}`,
  `${SITE}/applications/{application}`,
  ...['resume', 'documents', 'activity', 'feedback'].map((tab) => `${SITE}/applications/{application}/${tab}`),
  `${SITE}/seekers`,
  `${SITE}/seekers/{seeker}`,
  ...['resume', 'documents', 'activity', 'applications'].map((tab) => `${SITE}/seekers/{seeker}/${tab}`),
  `${SITE}/consultants`,
  `${SITE}/consultants/create`,
  `${SITE}/consultants/{consultant}`,
  `${SITE}/consultants/{consultant}/edit`,
  `${SITE}/credit-system`,
  `${SITE}/credit-system/create`,
  ...['general', 'branding', 'field-options', 'application-stages', 'mail-templates', 'feeds', 'pricing'].map(
    (tab) => `${SITE}/settings?tab=${tab}`,
  ),
  '/not-authorized',
  '/pages/misc/not-found/404',
  '/no/such/page',
];
const SIGNED_OUT_ROUTES = ['/forgot-password', '/reset-password?token=x', '/accept-invitation?token=x'];

/** The top-level names of the strings (`applications`, `common`, `nav`, …): a key starts with one. */
function stringNamespaces(): Set<string> {
  const dir = join(process.cwd(), 'apps/web/src/locales/en');
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()));
  const core = /export const en = \{([\s\S]*?)\};/.exec(readFileSync(join(dir, 'index.ts'), 'utf8'))?.[1] ?? '';
  return new Set([...files, ...[...core.matchAll(/^\s*(\w+)[,:]/gm)].map((match) => match[1] ?? '')]);
}
const NAMESPACES = stringNamespaces();

/** What looks like a key in the visible text. */
async function keysShown(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  // Addresses, URLs and host names (a site's `jobs.acme.test`) are data, not keys.
  const words = text
    .replace(/\S+@\S+|\bhttps?:\/\/\S+/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)*\.(test|example|invalid|localhost|local|com|org|net|io|dev)\b/g, ' ');
  return [...words.matchAll(/\b[a-z][a-zA-Z]+(\.[a-zA-Z_]+)+\b/g)]
    .map((match) => match[0])
    .filter((candidate) => NAMESPACES.has(candidate.split('.')[0] ?? ''));
}

/**
 * Counts the page's requests in flight (the notifications' live stream left out: it never ends), so a
 * test waits until code, strings and data have all arrived.
 */
function inFlight(page: Page): () => number {
  const open = new Set<unknown>();
  const track = (request: { url: () => string }) => {
    if (!request.url().includes('/notifications/stream')) open.add(request);
  };
  page.on('request', track);
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** The page has settled: a heading shown, nothing in flight, no spinner. */
async function settled(page: Page, pending: () => number) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect.poll(pending).toBe(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect.poll(pending).toBe(0);
}

test.describe('every route, opened cold in every language, shows no raw string keys', () => {
  const ids: Record<string, string> = {};
  let token = '';

  test.beforeAll(async ({ request }) => {
    token = await apiToken(request, 'owner@acme.test');
    const me = (await (await (await api(request, token)).get('/auth/me')).json()) as {
      accounts: { name: string; sites: { id: number; name: string }[] }[];
    };
    const siteId = me.accounts.find((a) => a.name === 'acme')?.sites.find((s) => s.name === 'careers')?.id;
    const client = await api(request, token, siteId);
    const first = async (path: string, key: 'uuid' | 'id') => {
      const body = (await (await client.get(path)).json()) as { data: Record<string, unknown>[] };
      return String(body.data[0]?.[key]);
    };
    ids.job = await first('/v1/jobs?per_page=1&filter[status]=live', 'uuid');
    ids.application = await first('/v1/applications?per_page=1', 'uuid');
    ids.employer = await first('/v1/employers?per_page=1', 'id');
    ids.consultant = await first('/v1/consultants?per_page=1', 'id');
    // The seeker whose tabs showed raw keys: one with an application whose status has moved.
    const seekers = (await (await client.get('/v1/seekers?per_page=50')).json()) as { data: { uuid: string }[] };
    for (const seeker of seekers.data) {
      const activity = (await (await client.get(`/v1/seekers/${seeker.uuid}/activity`)).json()) as {
        data: { kind: string }[];
      };
      if (activity.data.some((entry) => entry.kind === 'status_changed')) {
        ids.seeker = seeker.uuid;
        break;
      }
    }
    ids.seeker ??= seekers.data[0]?.uuid ?? '';
  });

  for (const language of LANGUAGES) {
    for (const route of SIGNED_IN_ROUTES) {
      test(`${route} (${language}, signed in)`, async ({ page }) => {
        await signInWith(page, token, { 'portal-settings': { language } });
        const pending = inFlight(page);
        await page.goto(route.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? name));
        await settled(page, pending);
        expect(await keysShown(page)).toEqual([]);
      });
    }
    for (const route of SIGNED_OUT_ROUTES) {
      test(`${route} (${language}, signed out)`, async ({ page }) => {
        await page.addInitScript((lang) => {
          localStorage.setItem('portal-settings', JSON.stringify({ language: lang }));
        }, language);
        const pending = inFlight(page);
        await page.goto(route);
        await settled(page, pending);
        expect(await keysShown(page)).toEqual([]);
      });
    }
  }
});
