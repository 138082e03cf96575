import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web.js';

describe('web hosting', () => {
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<title>spa</title>');
    fs.writeFileSync(path.join(dist, 'login.html'), '<title>login</title>');
    app = Fastify();
    await registerWeb(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers /login, whatever its query, with the sign-in page, never cached', async () => {
    for (const url of ['/login', '/login?to=%2Facme%2Fcareers%2Femployers%3Fpage%3D2&page=2']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<title>login</title>');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers other client routes with the SPA and API paths with a JSON 404', async () => {
    const page = await app.inject({ method: 'GET', url: '/acme/careers/employers?page=2' });
    expect(page.body).toBe('<title>spa</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await app.inject({ method: 'GET', url: '/portal/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
  });
});
