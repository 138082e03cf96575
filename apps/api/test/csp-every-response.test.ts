import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedIds, type TestApp } from './helper.js';

// Decision 0099: stored XSS is stopped twice, by escaping and by a policy that runs no inline
// script. The second wall holds only if every document the server answers carries the policy.
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-csp-web-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<title>spa</title><script type="module" src="/a.js"></script>');
  fs.writeFileSync(path.join(dist, 'login.html'), '<title>login</title>');
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A route's path with each `:param` filled by a value of the right shape (a number, else a uuid). */
const filled = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) =>
    /uuid|^ref$/.test(name) ? '00000000-0000-4000-8000-000000000000' : /domain/.test(name) ? 'localhost' : '1',
  );

/** What a document's policy must say: no inline script but by hash, no framing, no plugins. */
function expectPolicy(url: string, csp: string | undefined) {
  expect(csp, `${url} has no Content-Security-Policy`).toBeTruthy();
  const policy = String(csp);
  expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(policy, url).toMatch(/frame-ancestors 'none'|sandbox/);
  expect(policy, url).toMatch(/default-src '(self|none)'/);
}

describe('the Content-Security-Policy on every response', () => {
  it('is on every GET route of the route table (as the account owner) and on the pages of the web app', async () => {
    const ids = await seedIds(t);
    const token = await t.login('owner@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const urls = t.routes
      .filter((route) => route.method === 'GET' && !route.url.includes('*') && !route.url.endsWith('/stream'))
      .map((route) => filled(route.url));
    const pages = ['/', '/login', '/login?to=%2Facme', '/acme/careers/jobs', '/acme/careers/settings?tab=branding'];
    let documents = 0;
    for (const url of [...new Set([...urls, ...pages])]) {
      const res = await t.request({ method: 'GET', url, token, scope });
      expectPolicy(url, res.headers['content-security-policy'] as string | undefined);
      if (String(res.headers['content-type']).startsWith('text/html')) documents += 1;
    }
    expect(urls.length).toBeGreaterThan(50);
    expect(documents).toBeGreaterThanOrEqual(pages.length);
  });

  it('is on an error answered before any route: an unknown path, a refused key, a malformed URL', async () => {
    for (const [url, headers] of [
      ['/portal/nothing-here', {}],
      ['/portal/auth/me', { 'x-af-eid': 'wrong-key' }],
      ['/%E0%A4%A', {}],
      ['/acme/careers/jobs/%3Cscript%3E', {}],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expectPolicy(url, res.headers['content-security-policy'] as string | undefined);
    }
  });
});
