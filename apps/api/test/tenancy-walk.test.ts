import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import type { TenantRight } from '../src/modules/access/reach.js';
import { createForeignTenant, urlNaming, type ForeignIds } from './foreign-tenant.js';
import { useTestApp, type AppRoute } from './helper.js';
import { otherTenantsDigest } from './tenant-checksum.js';

// Decision 0024: every route scoped to a site or an employer, read from the app's route table, is
// called with another tenant's selection and with another tenant's ids; the other tenants' rows are
// compared before and after each call. A route the walk cannot call fails until it is described.
const t = useTestApp();

/** A valid body (foreign ids where a body names records), and the answer when it is not 404. */
interface Call {
  body?: (f: ForeignIds) => object;
  expect?: number;
}
const bulk: Call = { body: (f) => ({ ids: [f.employer] }) };
const bulkConsultants: Call = { body: (f) => ({ ids: [f.consultant] }) };
const bulkProducts: Call = { body: (f) => ({ ids: [f.product] }) };
const bulkJobs: Call = { body: (f) => ({ ids: [f.job] }) };
const bulkSeekers: Call = { body: (f) => ({ ids: [f.seeker] }) };
const toScreening: Call = { body: () => ({ status: 'screening' }) };
const toNoStage: Call = { body: () => ({ stage: null }) };
const CALLS: Record<string, Call> = {
  'PUT /portal/v1/employers/:id': { body: () => ({ type: 'business', business_name: 'Sneaky Ltd' }) },
  'POST /portal/v1/employers/:id/reject': { body: () => ({ reason: 'Sneaky' }) },
  'POST /portal/v1/employers/bulk/approve': bulk,
  'POST /portal/v1/employers/bulk/reject': { body: (f) => ({ ids: [f.employer], reason: 'Sneaky' }) },
  'POST /portal/v1/employers/bulk/enable': bulk,
  'POST /portal/v1/employers/bulk/disable': bulk,
  'POST /portal/v1/employers/:employer/users': { body: () => ({ email: 'spy@x.test', role: 'employer-admin' }) },
  'PATCH /portal/v1/employers/:employer/users/:user': { body: () => ({ role: 'employer-user' }) },
  'PUT /portal/v1/consultants/:id': { body: () => ({ name: 'Sneaky', email: 'sneaky@x.test' }) },
  'POST /portal/v1/consultants/bulk/activate': bulkConsultants,
  'POST /portal/v1/consultants/bulk/deactivate': bulkConsultants,
  'PATCH /portal/v1/site/tags/:id': { body: () => ({ name: 'Sneaky' }) },
  'PATCH /portal/v1/site/field-options/:id': { body: () => ({ label: 'Sneaky' }) },
  // Reordering names every id of the own list: another site's id makes it a 422, not a 404.
  'POST /portal/v1/site/field-options/reorder': {
    body: (f) => ({ list: 'work_type', ids: [f.fieldOption] }),
    expect: 422,
  },
  'PATCH /portal/v1/site/application-stages/:id': { body: () => ({ label: 'Sneaky' }) },
  'POST /portal/v1/site/application-stages/reorder': { body: (f) => ({ ids: [f.stage] }), expect: 422 },
  'PATCH /portal/v1/site/products/:uuid': { body: () => ({ sort_order: 3 }) },
  'POST /portal/v1/site/products/bulk/activate': bulkProducts,
  'POST /portal/v1/site/products/bulk/deactivate': bulkProducts,
  'PATCH /portal/v1/jobs/:uuid': { body: () => ({ title: 'Sneaky' }) },
  'PUT /portal/v1/jobs/:uuid/tags': { body: (f) => ({ tag_ids: [f.tag] }) },
  'POST /portal/v1/jobs/:uuid/publish': { body: (f) => ({ product: f.product, pay_with: 'credit' }) },
  'POST /portal/v1/jobs/:uuid/clone': { body: (f) => ({ product: f.product }) },
  'POST /portal/v1/jobs/:uuid/reject': { body: () => ({ reason: 'Sneaky' }) },
  'POST /portal/v1/jobs/bulk/expire': bulkJobs,
  'POST /portal/v1/jobs/bulk/unlist': bulkJobs,
  'POST /portal/v1/jobs/bulk/relist': bulkJobs,
  'POST /portal/v1/jobs/bulk/approve': bulkJobs,
  'POST /portal/v1/jobs/bulk/reject': { body: (f) => ({ ids: [f.job], reason: 'Sneaky' }) },
  'POST /portal/v1/seekers/bulk/enable': bulkSeekers,
  'POST /portal/v1/seekers/bulk/disable': bulkSeekers,
  'PUT /portal/v1/seekers/:uuid/tags': { body: (f) => ({ tag_ids: [f.tag] }) },
  'PATCH /portal/v1/seekers/:uuid': { body: () => ({ visa_type: 'work_visa' }) },
  'POST /portal/v1/site/flagged-jobs/bulk/dismiss': bulkJobs,
  'POST /portal/v1/applications/:uuid/status': toScreening,
  'POST /portal/v1/applications/bulk/status': { body: (f) => ({ ids: [f.application], status: 'screening' }) },
  'POST /portal/v1/applications/:uuid/stage': toNoStage,
  'POST /portal/v1/applications/bulk/stage': { body: (f) => ({ ids: [f.application], stage: null }) },
  'PUT /portal/v1/applications/:uuid/tags': { body: (f) => ({ tag_ids: [f.tag] }) },
  'POST /portal/v1/applications/bulk/tags': { body: (f) => ({ ids: [f.application], tag_ids: [f.tag] }) },
  'POST /portal/v1/applications/:uuid/seeker-application-feedback': { body: () => ({ rating: 3 }) },
  // A draft for another tenant's employer: the employer is not the site's, a 422 on `employer_id`.
  'POST /portal/v1/jobs': { body: (f) => ({ title: 'Sneaky', employer_id: f.employer }), expect: 422 },
  'PUT /portal/v1/site/mail-templates/:kind': {
    body: () => ({ subject: 'Mine', body: 'Mine: {{reason}}' }),
    expect: 200,
  },
  'DELETE /portal/v1/site/mail-templates/:kind': { expect: 200 },
  'POST /portal/v1/impersonate/users/:id': { body: () => ({ redirect_path: '/' }) },
  'POST /portal/v1/impersonate/seekers/:uuid': { body: () => ({ redirect_path: '/' }) },
};

/** The walk calls every route four times, each with a digest of the other tenants: past a test's default time. */
const WALK_TIMEOUT = 120_000;

const nameOf = (route: AppRoute) => `${route.method} ${route.url}`;
const rightOf = (route: AppRoute) => {
  const right = Object.hasOwn(route.config, 'right') ? route.config.right : undefined;
  // Account routes (decision 0051) are walked by account-users.test.ts: they reach no site's rows.
  return right && 'site' in right ? (right as TenantRight) : undefined;
};
let tenantRoutes: AppRoute[];
let careers: number;
const foreign: { label: string; ids: ForeignIds }[] = [];
beforeAll(async () => {
  tenantRoutes = t.routes.filter((route) => route.config.api === true && route.method !== 'HEAD' && rightOf(route));
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
        const url = urlNaming(route, other.ids);
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
          const url = urlNaming(route, ids);
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
