import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '@portal/contract';
import { DEMO_PASSWORD } from '../src/db/seed/index.js';
import { DOMAINS, jobOf, publicPath } from './candidate-site-helper.js';
import * as sample from './fixtures/sample-files.js';
import { buildTestApp, ENTERPRISE_KEY, seedIds, type SeedIds, type TestApp } from './helper.js';
import { multipartBody } from './upload-helper.js';

// Decision 0062, over real HTTP from several loopback addresses: staff may store 2 MB on a site,
// each sending address 3 MB of candidate files a day. A flood from five addresses sends far more
// than the staff quota; the site admin's logo and another candidate's resume are still accepted.
let t: TestApp;
let ids: SeedIds;
let origin = '';
const KB = 1024;
const FLOODERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'];
const CANDIDATE = '127.0.0.20';
const ADMIN = '127.0.0.30';

beforeAll(async () => {
  t = await buildTestApp({ UPLOADS_SITE_QUOTA_MB: '2', CANDIDATE_UPLOADS_PER_IP_DAILY_MB: '3' });
  ids = await seedIds(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: unknown;
}

/** One request over a real socket from `from` (a loopback source address). */
function send(
  from: string,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: Buffer | object } = {},
): Promise<Answer> {
  const payload = Buffer.isBuffer(opts.body)
    ? opts.body
    : opts.body === undefined
      ? undefined
      : Buffer.from(JSON.stringify(opts.body));
  const headers: Record<string, string> = {
    [HEADERS.enterprise]: ENTERPRISE_KEY,
    ...(opts.body !== undefined && !Buffer.isBuffer(opts.body) ? { 'content-type': 'application/json' } : {}),
    ...opts.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${path}`, { method, headers, localAddress: from }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** A PDF of `kb` kilobytes. */
const pdfOf = (kb: number) =>
  Buffer.concat([sample.pdfBytes(), Buffer.alloc(kb * KB - sample.pdfBytes().length, 0x20)]);

let applied = 0;
function apply(from: string, jobUuid: string, kb: number) {
  const form = multipartBody([
    { name: 'first_name', value: 'Flo' },
    { name: 'last_name', value: 'Od' },
    { name: 'email', value: `flood.${applied++}@example.test` },
    { name: 'consent', value: 'true' },
    { name: 'resume', filename: 'cv.pdf', data: pdfOf(kb), type: 'application/pdf' },
  ]);
  return send(from, 'POST', publicPath(DOMAINS.careers, `/${jobUuid}/apply`), {
    headers: form.headers,
    body: form.payload,
  });
}

async function adminHeaders() {
  const login = await send(ADMIN, 'POST', '/portal/auth/login', {
    body: { email: 'admin@acme.test', password: DEMO_PASSWORD },
  });
  expect(login.status).toBe(200);
  const token = (login.body as { access_token: string }).access_token;
  return { authorization: `Bearer ${token}`, [HEADERS.site]: String(ids.site('acme/careers')) };
}

describe('a flood of applications with files, over HTTP from several addresses', () => {
  it("leaves a site admin's logo upload and another address's application accepted, and is purged in one action", async () => {
    const job = await jobOf(t, ids.site('acme/careers'), 'Dental Receptionist');
    // Each flooding address sends six 900 KB resumes at once: three fit its 3 MB a day.
    const answers = await Promise.all(
      FLOODERS.flatMap((from) => Array.from({ length: 6 }, () => apply(from, job.uuid, 900))),
    );
    const accepted = answers.filter((answer) => answer.status === 201).length;
    expect(accepted).toBe(FLOODERS.length * 3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(FLOODERS.length * 3);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 429)).toBe(true);
    // 15 × 900 KB of candidate files: far past the site's 2 MB of staff storage.

    const real = await apply(CANDIDATE, job.uuid, 900);
    expect(real.status).toBe(201);

    const headers = await adminHeaders();
    const logo = multipartBody([
      { name: 'file', filename: 'logo.png', data: await sample.pngBytes(64, 64), type: 'image/png' },
    ]);
    const uploaded = await send(ADMIN, 'POST', '/portal/v1/forms/upload-file?kind=logo', {
      headers: { ...headers, ...logo.headers },
      body: logo.payload,
    });
    expect(uploaded.status).toBe(201);

    // The operator sees the flood's addresses, then purges one of them with its files.
    const [first] = FLOODERS;
    const preview = await send(ADMIN, 'GET', `/portal/v1/applications/flood?address=${first}`, { headers });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ data: { applications: 3, files: 3, bytes: 3 * 900 * KB } });
    const purged = await send(ADMIN, 'POST', '/portal/v1/applications/purge', {
      headers,
      body: { address: first, expected: 3 },
    });
    expect(purged.status).toBe(200);
    expect(purged.body).toEqual({ data: { applications: 3, files: 3, bytes: 3 * 900 * KB, seekers: 3 } });
    const after = await send(ADMIN, 'GET', `/portal/v1/applications/flood?address=${CANDIDATE}`, { headers });
    expect(after.body).toMatchObject({ data: { applications: 1 } });
  });
});
