import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@portal/contract';
import { DOMAINS, jobOf, publicPath } from './candidate-site-helper.js';
import { buildTestApp, ENTERPRISE_KEY, seedIds, type TestApp } from './helper.js';
import { multipartBody } from './upload-helper.js';

// Decision 0061, over real HTTP from several loopback source addresses (TRUST_PROXY off, so the
// socket's address is the client's): one address's flood spends nobody else's budget, and bodies
// are refused before they are read.
const MB = 1024 * 1024;

interface Sent {
  status: number;
  body: string;
  /** Body bytes the client had written when the answer came (or it gave up). */
  written: number;
}

/**
 * One request from `from` (a 127.0.0.x address). The body, when given, is written in chunks, each
 * after the socket drained, and no more once the answer arrived; the answer is awaited, not timed.
 */
function send(
  port: number,
  from: string,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer; stallAfter?: number },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = http.request({
      host: '127.0.0.1',
      port,
      localAddress: from,
      agent: false,
      method: opts.method ?? 'POST',
      path: opts.path,
      headers: {
        [HEADERS.enterprise]: ENTERPRISE_KEY,
        ...(opts.body ? { 'content-length': String(opts.body.length) } : {}),
        ...opts.headers,
      },
    });
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), written }));
      res.on('error', reject);
    });
    // The server may close the connection on a refusal while the client is still writing.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.on('close', () => {
      if (!answered && opts.stallAfter !== undefined) resolve({ status: 0, body: '', written });
    });
    const body = opts.body;
    if (!body) return void req.end();
    const CHUNK = 64 * 1024;
    const until = Math.min(body.length, opts.stallAfter ?? Infinity);
    req.flushHeaders();
    const writeMore = () => {
      while (!answered && written < until) {
        const chunk = body.subarray(written, Math.min(until, written + CHUNK));
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', writeMore);
      }
      if (written >= body.length) req.end();
    };
    writeMore();
  });
}

const application = (email: string) =>
  multipartBody(
    Object.entries({ first_name: 'Real', last_name: 'Person', email, consent: 'true', answers: '{}' }).map(
      ([name, value]) => ({ name, value }),
    ),
  );

describe('the public candidate API over HTTP', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({
      TRUST_PROXY: 'false',
      CANDIDATE_APPLY_MAX_PER_IP: '5',
      CANDIDATE_APPLY_MAX_PER_SITE: '10',
      CANDIDATE_REPORTS_MAX_PER_IP: '5',
      CANDIDATE_REPORTS_MAX_PER_SITE: '10',
      // The largest an operator may allow an application, so the form's limit leaves room for a 40 MB part.
      APPLICATION_MAX_TOTAL_MB: '60',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it("leaves another address's real application, flag and feedback accepted after one address floods all three", async () => {
    const ids = await seedIds(t);
    const dental = await jobOf(t, ids.site('acme/careers'), 'Dental Receptionist');
    const flooder = '127.0.0.2';
    const flood = [];
    for (let i = 0; i < 40; i++) {
      flood.push(
        { path: publicPath(DOMAINS.careers, `/${randomUUID()}/apply`) },
        { path: publicPath(DOMAINS.careers, `/${dental.uuid}/apply`) },
        { path: publicPath(DOMAINS.careers, `/${randomUUID()}/flag`), json: { reason: 'spam' } },
        {
          path: publicPath(DOMAINS.careers, `/${dental.uuid}/feedback`),
          json: { rating: 1, recommend_employer: false },
        },
      );
    }
    const statuses = new Map<number, number>();
    for (let i = 0; i < flood.length; i += 16) {
      const batch = await Promise.all(
        flood.slice(i, i + 16).map(({ path, json }) =>
          send(port, flooder, {
            path,
            ...(json
              ? { headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(json)) }
              : {}),
          }),
        ),
      );
      for (const { status } of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    // Far more refused than either site budget holds.
    expect(statuses.get(429)).toBeGreaterThan(140);

    const honest = '127.0.0.3';
    const form = application('honest@example.test');
    const applied = await send(port, honest, {
      path: publicPath(DOMAINS.careers, `/${dental.uuid}/apply`),
      headers: form.headers,
      body: form.payload,
    });
    expect(applied.status).toBe(201);
    const flag = await send(port, honest, {
      path: publicPath(DOMAINS.careers, `/${dental.uuid}/flag`),
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ reason: 'spam' })),
    });
    expect(flag.status).toBe(201);
    const feedback = await send(port, '127.0.0.4', {
      path: publicPath(DOMAINS.careers, `/${dental.uuid}/feedback`),
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ rating: 5, recommend_employer: true })),
    });
    expect(feedback.status).toBe(201);
  });

  it('refuses an 80 MB body on its stated length, before reading any of it', async () => {
    const ids = await seedIds(t);
    const dental = await jobOf(t, ids.site('acme/careers'), 'Dental Receptionist');
    const form = multipartBody([{ name: 'resume', filename: 'cv.pdf', data: Buffer.alloc(80 * MB, 0x25) }]);
    // The headers state 80 MB; the client waits for the answer before sending a byte of it.
    const sent = await send(port, '127.0.0.5', {
      path: publicPath(DOMAINS.careers, `/${dental.uuid}/apply`),
      headers: form.headers,
      body: form.payload,
      stallAfter: 0,
    });
    expect(sent.status).toBe(413);
    expect(sent.written).toBe(0);
  });

  it("stops reading a resume at its kind's size and answers 413 while the client is still sending", async () => {
    const ids = await seedIds(t);
    const dental = await jobOf(t, ids.site('acme/careers'), 'Dental Receptionist');
    // Within the form's limit (a resume and five documents), but the resume alone is 40 MB.
    const form = multipartBody([
      { name: 'email', value: 'huge@example.test' },
      { name: 'resume', filename: 'cv.pdf', data: Buffer.alloc(40 * MB, 0x25) },
    ]);
    const sent = await send(port, '127.0.0.6', {
      path: publicPath(DOMAINS.careers, `/${dental.uuid}/apply`),
      headers: form.headers,
      body: form.payload,
    });
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({ message: 'The file may not be greater than 10 MB.' });
    expect(sent.written).toBeLessThan(form.payload.length);
  });
});

describe('a request that never ends', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: 'false', REQUEST_TIMEOUT_SECONDS: '1' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('is cut by the request timeout: 408, or the connection closed', async () => {
    const ids = await seedIds(t);
    const dental = await jobOf(t, ids.site('acme/careers'), 'Dental Receptionist');
    const form = application('slow@example.test');
    // Half the form, then nothing more: the server must not wait for the rest for ever.
    const sent = await send(port, '127.0.0.7', {
      path: publicPath(DOMAINS.careers, `/${dental.uuid}/apply`),
      headers: form.headers,
      body: form.payload,
      stallAfter: Math.floor(form.payload.length / 2),
    });
    expect([0, 408]).toContain(sent.status);
  });
});
