import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helper.js';
import { fakeWebDist } from './web-dist.js';

// The document as `npm start` serves it: with the web app built, whose `/login` page route has no
// schema (the document answered 500 then, and no test built the web app).
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const Parameter = z.object({
  name: z.string().min(1),
  in: z.enum(['query', 'header', 'path', 'cookie']),
  required: z.boolean().optional(),
});
const Operation = z.object({
  parameters: z.array(Parameter).optional(),
  responses: z.record(z.string().regex(/^([1-5]XX|[1-5]\d\d|default)$/), z.object({})),
});
/** The parts of an OpenAPI 3.1 document a client generator reads, as the specification words them. */
const OpenApi31 = z.object({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.object({ title: z.string().min(1), version: z.string().min(1) }),
  components: z.object({ securitySchemes: z.record(z.string(), z.object({ type: z.string() })) }),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  paths: z.record(z.string().startsWith('/'), z.partialRecord(z.enum(METHODS), Operation)),
});
type Document = z.infer<typeof OpenApi31>;

/** A resource the request names does not exist: the route answers 404 itself (it is in the router). */
const UNKNOWN_RESOURCE_404 = [
  'GET /files/{id}',
  'GET /portal/payments/sandbox/checkout/{ref}',
  'POST /portal/payments/sandbox/checkout/{ref}',
  'POST /portal/payments/webhooks/stripe', // Stripe is not configured in the tests
  // The candidate site's routes name a site by its domain: `1` is a domain no site has.
  'GET /portal/v1/public/sites/{domain}/jobs',
  'GET /portal/v1/public/sites/{domain}/jobs/{uuid}',
  'POST /portal/v1/public/sites/{domain}/jobs/{uuid}/apply',
  'POST /portal/v1/public/sites/{domain}/jobs/{uuid}/flag',
  'POST /portal/v1/public/sites/{domain}/jobs/{uuid}/feedback',
  'GET /portal/v1/public/sites/{domain}/jobs/{uuid}/job-posting',
  // The job feeds name a site by its domain too (decision 0107).
  'GET /feeds/{domain}/jobs.xml',
  'GET /feeds/{domain}/sitemap.xml',
  'GET /feeds/{domain}/sitemap-{part}.xml',
  // No OAuth provider is configured: every name is an unknown provider (decision 0056).
  'GET /portal/auth/oauth/{provider}',
];

const web = fakeWebDist();
let t: TestApp;
let raw: { statusCode: number; body: string };
/** The document, read in each test so a 500 fails the tests by name rather than the set-up. */
let doc: Document;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: web.dir });
  raw = await t.app.inject({ method: 'GET', url: '/portal/docs/json' });
});
beforeEach(() => {
  expect(raw.statusCode, raw.body).toBe(200);
  doc = OpenApi31.parse(JSON.parse(raw.body));
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase() as HTTPMethods, path, op })),
  );
const refsIn = (value: unknown): string[] =>
  typeof value !== 'object' || value === null
    ? []
    : Object.entries(value).flatMap(([key, child]) =>
        key === '$ref' && typeof child === 'string' ? [child] : refsIn(child),
      );

describe('GET /portal/docs/json with the web app built', () => {
  it('answers an OpenAPI 3.1 document whose references and path parameters all resolve', () => {
    for (const ref of refsIn(doc)) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
    for (const scheme of doc.security.flatMap((entry) => Object.keys(entry))) {
      expect(doc.components.securitySchemes[scheme], scheme).toBeDefined();
    }
    for (const { method, path, op } of operations()) {
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path' && p.required === true).map((p) => p.name);
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(declared.sort(), `${method} ${path}`).toEqual(named.sort());
    }
  });

  it('lists every /portal route of the route table, and no web page', () => {
    const portal = t.routes.filter(
      (route) => route.url.startsWith('/portal/') && !route.url.startsWith('/portal/docs') && route.method !== 'HEAD',
    );
    expect(portal.length).toBeGreaterThan(80);
    for (const route of portal) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(
        doc.paths[path]?.[route.method.toLowerCase() as (typeof METHODS)[number]],
        `${route.method} ${path}`,
      ).toBeDefined();
    }
    expect(Object.keys(doc.paths).filter((path) => !/^\/(portal|healthz|files|feeds)\b/.test(path))).toEqual([]);
  });

  it('documents only routes the server answers', async () => {
    for (const { method, path } of operations()) {
      const name = `${method} ${path}`;
      expect(t.app.findRoute({ method, url: path.replace(/\{(\w+)\}/g, ':$1') }), name).not.toBeNull();
      const res = await t.request({ method, url: path.replace(/\{\w+\}/g, '1') });
      expect(res.statusCode, name).toBeLessThan(500);
      if (!UNKNOWN_RESOURCE_404.includes(name)) expect(res.statusCode, name).not.toBe(404);
    }
  });
});
