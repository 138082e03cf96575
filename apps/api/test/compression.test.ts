import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedIds, type TestApp } from './helper.js';

// Built assets go precompressed (written at build time); JSON answers above 1 kB are compressed per request.
let t: TestApp;
let dist: string;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-compress-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<title>spa</title>');
  fs.writeFileSync(path.join(dist, 'login.html'), '<title>login</title>');
  const file = path.join(dist, 'assets', 'login-abc123.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('compressed responses', () => {
  it('serves a built asset as its precompressed .br or .gz, still cached as immutable', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/login-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/login-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/login-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a large JSON list when asked, and sends it plain when not', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: (await seedIds(t)).site('acme/careers') };
    const url = '/portal/v1/employers?per_page=100';
    const plain = await t.request({ method: 'GET', url, token, scope });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.request({ method: 'GET', url, token, scope, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gz = await t.request({ method: 'GET', url, token, scope, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small JSON answer uncompressed', async () => {
    const res = await t.request({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
