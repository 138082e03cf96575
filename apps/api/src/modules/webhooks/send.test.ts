import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWebhook } from './send.js';

// Decision 0106: how one delivery reaches (or refuses) its receiver.
let server: http.Server;
let base: string;
const hits: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/moved') {
      res.writeHead(302, { location: `${base}/elsewhere` });
      res.end();
      return;
    }
    res.writeHead(200);
    res.end('x'.repeat(5000));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const options = { timeoutMs: 2000, requireHttps: false, allowLoopback: true };

describe('sendWebhook', () => {
  it('calls only https endpoints in production, before any connection', async () => {
    const sent = await sendWebhook(`${base}/hook`, {}, '{}', { ...options, requireHttps: true });
    expect(sent).toMatchObject({ ok: false, status: null, error: 'only https endpoints are called' });
    expect(hits).not.toContain('/hook');
  });

  it('does not follow a redirect: the answer is a failure and the target is never called', async () => {
    const sent = await sendWebhook(`${base}/moved`, {}, '{}', options);
    expect(sent).toMatchObject({ ok: false, status: 302, error: 'redirects are not followed' });
    expect(hits).not.toContain('/elsewhere');
  });

  it('keeps 1 kB of a long answer', async () => {
    const sent = await sendWebhook(`${base}/long`, {}, '{}', options);
    expect(sent.ok).toBe(true);
    expect(sent.excerpt).toHaveLength(1024);
  });

  it('refuses the loopback address literals without the tests’ switch', async () => {
    for (const url of [`${base}/hook`, 'http://[::1]:9/hook', 'http://[::ffff:127.0.0.1]:9/hook']) {
      const sent = await sendWebhook(url, {}, '{}', { ...options, allowLoopback: false });
      expect(sent.error, url).toMatch(/resolves to an address webhooks may not reach/);
    }
    expect(hits).not.toContain('/hook');
  });
});
