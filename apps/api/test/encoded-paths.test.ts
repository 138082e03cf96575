import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { buildTestApp, seedIds, type AppRoute, type TestApp } from './helper.js';
import { fakeWebDist } from './web-dist.js';

// Well-formed values, so a request reaches the sign-in check rather than a 404 from its parameters.
const concrete = (url: string) =>
  url
    .replace(/\/v1\/exports\/:id/, '/v1/exports/00000000-0000-4000-8000-000000000000')
    .replace(/:\w+/g, '1')
    .replace(/\*$/, 'anything');

/** Spellings the router reads as the same path. */
const SAME_PATH: ((url: string) => string)[] = [
  (url) => url.replace(/^\/portal\//, '/%70ortal/'),
  (url) => url.replace(/^\/portal\//, '/%70%6Frtal/'),
  (url) => url.replace(/^\/portal\//, '/%70%6frtal/'),
  (url) => url.replace(/^\/portal\//, '/%70%6F%72%74%61%6C/'),
  (url) => url.replace(/^\/portal\/v1\//, '/portal/%761/'),
  (url) =>
    url.replace(
      /^\/portal\/(\w)/,
      (_all, first: string) => `/portal/%${first.charCodeAt(0).toString(16).toUpperCase()}`,
    ),
];

/** Spellings that are another path: no route, a JSON 404. */
const OTHER_PATH: ((url: string) => string)[] = [
  (url) => url.replace(/^\/portal\//, '/%2570ortal/'),
  (url) => url.replace(/^\/portal\//, '/%50ortal/'),
  (url) => url.replace(/^\/portal\//, '/portal%2F'),
  (url) => url.replace(/^\/portal\//, '//portal/'),
];

/** NUL, a C0 control, a line break and DEL, as a path may carry them escaped. */
const CONTROL_CHARACTERS = ['%00', '%01', '%0A', '%7F'];
const isApiPath = (url: string) => /^\/(portal|files)\//.test(url);
const bodyless = (method: HTTPMethods) => method === 'GET' || method === 'HEAD';

let t: TestApp;
let api: AppRoute[];
// With a built web app, so an unknown path could fall back to the SPA.
const web = fakeWebDist();

beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: web.dir });
  // Every route under /portal (not its documentation), from the app's route table.
  api = t.routes.filter((r) => r.config.api === true);
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const stranger = (method: HTTPMethods, url: string) =>
  t.app.inject({ method, url, payload: method === 'GET' || method === 'HEAD' ? undefined : {} });
const keyOnly = (method: HTTPMethods, url: string) =>
  t.request({ method, url, payload: method === 'GET' || method === 'HEAD' ? undefined : {} });

describe('the API routes, however their path is spelled', () => {
  it('finds every route of the app', () => {
    const names = api.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /portal/auth/login',
        'GET /portal/accounts/branding',
        'GET /portal/auth/me',
        'DELETE /portal/auth/logout',
        'PATCH /portal/v1/employers/:employer/users/:user',
      ]),
    );
    expect(names.length).toBeGreaterThan(40);
  });

  it('asks for the enterprise key on every route, in every spelling', async () => {
    for (const { method, url } of api) {
      for (const spell of [(u: string) => u, ...SAME_PATH]) {
        const spelled = spell(concrete(url));
        const res = await stranger(method, spelled);
        expect(res.statusCode, `${method} ${spelled}`).toBe(400);
        if (method !== 'HEAD') expect(res.json()).toEqual({ message: MESSAGES.enterpriseKeyMissing });
      }
    }
  });

  it('answers 401 without a token on every route but the public ones, in every spelling', async () => {
    for (const { method, url, config } of api) {
      const canonical = await keyOnly(method, concrete(url));
      if (config.public === true) {
        expect(canonical.statusCode, `${method} ${url}`).not.toBe(401);
        expect(canonical.statusCode, `${method} ${url}`).toBeLessThan(500);
      } else {
        expect(canonical.statusCode, `${method} ${url}`).toBe(401);
      }
      for (const spell of SAME_PATH) {
        const spelled = spell(concrete(url));
        const res = await keyOnly(method, spelled);
        expect(res.statusCode, `${method} ${spelled}`).toBe(canonical.statusCode);
        if (method !== 'HEAD') expect(res.json(), `${method} ${spelled}`).toEqual(canonical.json());
      }
    }
  });

  it('answers a spelling that is another path with a JSON 404, never the web app', async () => {
    for (const { method, url } of api) {
      for (const spell of OTHER_PATH) {
        const spelled = spell(concrete(url));
        for (const res of [await stranger(method, spelled), await keyOnly(method, spelled)]) {
          expect(res.statusCode, `${method} ${spelled}`).toBe(404);
          if (method !== 'HEAD') expect(res.json(), `${method} ${spelled}`).toEqual({ message: MESSAGES.notFound });
        }
      }
    }
  });

  it('answers unknown API paths with a JSON 404, encoded or not', async () => {
    for (const url of [
      '/portal/nothing',
      '/%70ortal/nothing',
      '/%70%6Frtal/v1/nothing',
      '/portal/%761/nothing',
      '/Portal/nothing',
      '/%252570ortal/x',
    ]) {
      for (const res of [await t.app.inject({ method: 'GET', url }), await t.request({ method: 'GET', url })]) {
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: MESSAGES.notFound });
      }
    }
  });

  it('answers a malformed escape with the JSON 404, never a 500', async () => {
    for (const url of ['/portal/%E0%A4%A', '/%7_ortal/auth/me', '/portal/auth/me%', '/%70ortal/v1/employers/%FF']) {
      for (const res of [await t.app.inject({ method: 'GET', url }), await t.request({ method: 'GET', url })]) {
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ message: MESSAGES.notFound });
      }
    }
  });

  it('answers a control character in any path parameter with 404 or 422, never a 500', async () => {
    const token = await t.login('owner@acme.test');
    const scope = { sid: (await seedIds(t)).site('acme/careers') };
    // Every route of the table with a parameter: the API's, the payment pages, the files, the assets.
    const withParams = t.routes.filter((r) => /[:*]/.test(r.url) && r.method !== 'HEAD');
    expect(withParams.length).toBeGreaterThan(30);
    for (const { method, url } of withParams) {
      const params = url.match(/:\w+|\*$/g) ?? [];
      for (const param of params) {
        for (const control of CONTROL_CHARACTERS) {
          const spelled = concrete(url.replace(param, `x${control}y`));
          const res = await t.request({
            method,
            url: spelled,
            token,
            scope,
            payload: bodyless(method) ? undefined : {},
          });
          const label = `${method} ${spelled}`;
          // NUL: the text-input guard, before anything reads the value; the others: the route's own rules.
          if (control === '%00') expect(res.statusCode, label).toBe(404);
          else if (isApiPath(url)) expect([404, 422], label).toContain(res.statusCode);
          // An asset that is not there is a page path: the SPA answers it.
          else expect(res.statusCode, label).toBeLessThan(500);
        }
      }
    }
  });

  it('still serves the SPA and the public documentation and health check', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/acme/careers/employers' })).body).toBe('<title>spa</title>');
    expect((await t.app.inject({ method: 'GET', url: '/portal/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
