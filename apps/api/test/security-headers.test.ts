import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

// Decision 0012: a strict policy on the SPA, the sign-in page and the API; HSTS only over HTTPS.
let t: TestApp | undefined;
let dist: string | undefined;
afterEach(async () => {
  await t?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

/** The app over a tiny built web app: the SPA's index.html and the sign-in page. */
async function build(env: Record<string, string> = {}, head = '') {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-headers-web-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<title>spa</title>${head}<script type="module" src="/assets/a.js"></script>`,
  );
  fs.writeFileSync(path.join(dist, 'login.html'), '<title>login</title>');
  return buildTestApp({ WEB_DIST: dist, ...env });
}

function expectStrictHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  // The upload field previews a picked image from a blob: URL.
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("frame-src 'self' blob:");
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('security headers', () => {
  it('sets CSP, frame-ancestors, Referrer-Policy and nosniff on the SPA, /login and an API route', async () => {
    t = await build();
    for (const url of ['/acme/careers/employers', '/login', '/portal/auth/me', '/healthz']) {
      const res = await t.request({ method: 'GET', url });
      expectStrictHeaders(res.headers);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it("runs the SPA document's own inline script by its hash, and no other inline script", async () => {
    const inline = 'window.__first = fetch("/portal/auth/me");';
    t = await build({}, `<script>${inline}</script>`);
    const hash = createHash('sha256').update(inline).digest('base64');
    for (const url of ['/acme/careers/employers', '/login', '/portal/auth/me']) {
      const csp = String((await t.request({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it('adds HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    t = await build({ PUBLIC_URL: 'https://portal.example.com' });
    const res = await t.request({ method: 'GET', url: '/login' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('gives the Swagger UI its own policy that still forbids framing', async () => {
    t = await build();
    const res = await t.request({ method: 'GET', url: '/portal/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
