import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { createForeignTenant, type ForeignIds } from './foreign-tenant.js';
import { useTestApp, type AppRoute } from './helper.js';
import { otherTenantsDigest } from './tenant-checksum.js';
import { CALLS, nameOf, tenantRightOf, urlWith } from './tenant-routes.js';

// Decision 0024: every route scoped to a site or an employer, read from the app's route table, is
// called with another tenant's selection and with another tenant's ids; the other tenants' rows are
// compared before and after each call. A route the walk cannot call fails until it is described.
const t = useTestApp();

/** The walk calls every route four times, each with a digest of the other tenants: past a test's default time. */
const WALK_TIMEOUT = 120_000;

let tenantRoutes: AppRoute[];
let careers: number;
const foreign: { label: string; ids: ForeignIds }[] = [];
beforeAll(async () => {
  tenantRoutes = t.routes.filter(
    (route) => route.config.api === true && route.method !== 'HEAD' && tenantRightOf(route),
  );
  careers = t.ids.site('acme/careers');
  foreign.push({ label: 'another account', ids: await createForeignTenant(t, 'owner@globex.test', 'globex/talent') });
  foreign.push({
    label: 'another site of the account',
    ids: await createForeignTenant(t, 'owner@acme.test', 'acme/jobs'),
  });
});

/** The other tenants' rows as they were before the walk: every call must leave them so. */
let untouched: Record<string, string> | undefined;
/** Runs `calls` and fails, naming them, if they changed another tenant's rows. */
async function writingNothing<T>(name: string, calls: () => Promise<T>): Promise<T> {
  untouched ??= await otherTenantsDigest(t.deps.db, careers);
  const result = await calls();
  expect(await otherTenantsDigest(t.deps.db, careers), `${name} wrote across tenants`).toEqual(untouched);
  return result;
}
const call = (method: HTTPMethods, url: string, opts: { token: string; scope: object; payload?: object }) =>
  t.request({ method, url, ...opts, headers: { 'idempotency-key': crypto.randomUUID() } });

describe('every tenant route of the route table', () => {
  it('is found: the API scopes most of its routes to a site or an employer', () => {
    expect(tenantRoutes.length).toBeGreaterThan(70);
  });

  it(
    'refuses a selection the user lacks with 403, and writes nothing',
    async () => {
      const owner = await t.login('owner@acme.test');
      const member = await t.login('employer@acme.test');
      const globex = t.ids.site('globex/talent');
      const sibling = { sid: careers, empid: t.ids.employer('Bright Dental') };
      const [other] = foreign;
      if (!other) throw new Error('no foreign tenant');
      for (const route of tenantRoutes) {
        const url = urlWith(route, other.ids);
        // Another account's site; another account's employer, or one that does not exist (answered
        // alike); for an employer's member, a sibling employer of the same site. The four refused
        // calls of a route are compared with the other tenants' rows together (a refused call
        // writes nothing, so a change shows after the fourth as after the first).
        await writingNothing(nameOf(route), async () => {
          for (const [token, scope] of [
            [owner, { sid: globex }],
            [owner, { sid: careers, empid: other.ids.employer }],
            [owner, { sid: careers, empid: 999_999 }],
            [member, sibling],
          ] as const) {
            const res = await call(route.method, url, { token, scope, payload: {} });
            expect([res.statusCode, res.json()], nameOf(route)).toEqual([403, { message: MESSAGES.scopeRefused }]);
          }
        });
      }
    },
    WALK_TIMEOUT,
  );

  it(
    'answers another tenant’s records as missing (404), in every route that names one, and writes nothing',
    async () => {
      const token = await t.login('owner@acme.test');
      const naming = tenantRoutes.filter((route) => route.url.includes('/:') || CALLS[nameOf(route)]?.body);
      expect(naming.length).toBeGreaterThan(40);
      for (const { label, ids } of foreign) {
        for (const route of naming) {
          const described = CALLS[nameOf(route)] ?? {};
          const payload = described.body?.(ids) ?? (['GET', 'DELETE'].includes(route.method) ? undefined : {});
          const url = urlWith(route, ids);
          const res = await writingNothing(`${route.method} ${url}`, () =>
            call(route.method, url, { token, scope: { sid: careers }, payload }),
          );
          expect(res.statusCode, `${nameOf(route)} with ${label}'s ids: ${res.body}`).toBe(described.expect ?? 404);
        }
      }
    },
    WALK_TIMEOUT,
  );
});
