import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES } from '@portal/contract';
import { useTestApp, type AppRoute } from './helper.js';

// Authentication, then scope and permission, then validation (decision 0012), on every route the
// app registers: the list comes from the app's own route table, so a new route is covered as added.
const t = useTestApp();

/** The routes that need no sign-in: a route joins this list only on purpose. */
const PUBLIC = [
  'POST /portal/auth/login',
  'POST /portal/auth/forgot-password',
  'POST /portal/auth/reset-password',
  'POST /portal/auth/invitation',
  'POST /portal/auth/accept-invitation',
  // Refuses every provider by name until one is configured (decision 0056).
  'GET /portal/auth/oauth/:provider',
  'HEAD /portal/auth/oauth/:provider',
  'GET /portal/accounts/branding',
  'HEAD /portal/accounts/branding',
  // The candidate's half of a staff-requested password reset (the public candidate API, decision 0044).
  'POST /portal/v1/public/sites/:domain/seekers/reset-password',
  // The candidate site's feed, apply, flag and feedback (decision 0045).
  'GET /portal/v1/public/sites/:domain/jobs',
  'HEAD /portal/v1/public/sites/:domain/jobs',
  'GET /portal/v1/public/sites/:domain/jobs/:uuid',
  'HEAD /portal/v1/public/sites/:domain/jobs/:uuid',
  'POST /portal/v1/public/sites/:domain/jobs/:uuid/apply',
  'POST /portal/v1/public/sites/:domain/jobs/:uuid/flag',
  'POST /portal/v1/public/sites/:domain/jobs/:uuid/feedback',
  // A live job's schema.org JobPosting, for the site's own careers pages (decision 0107).
  'GET /portal/v1/public/sites/:domain/jobs/:uuid/job-posting',
  'HEAD /portal/v1/public/sites/:domain/jobs/:uuid/job-posting',
];

const nameOf = (route: AppRoute) => `${route.method} ${route.url}`;
let api: AppRoute[];
let isProtected: (route: AppRoute) => boolean;
beforeAll(() => {
  api = t.routes.filter((route) => route.config.api === true);
  isProtected = (route) => route.config.public !== true;
});

/**
 * Well-formed path parameters (so the route is reached) and every other part invalid: a query no
 * list accepts, a body that is not an object, selection headers that are not ids. A route that
 * validated before checking the caller would answer 422 (the last test shows it does, signed in).
 */
function invalidRequest(route: AppRoute) {
  const url = route.url
    // Path parameters the router checks itself get a well-formed value (a malformed one is a 404).
    .replace(/\/v1\/exports\/:id/, '/v1/exports/00000000-0000-4000-8000-000000000000')
    .replace(/\/:uuid/, '/00000000-0000-4000-8000-000000000000')
    .replace(/\/mail-templates\/:kind/, '/mail-templates/invitation')
    .replace(/:\w+/g, '1');
  const withBody = route.inputs.includes('body');
  return {
    method: route.method,
    url: `${url}?page=0&per_page=-1&sort=nope&filter[status]=nope`,
    headers: { [HEADERS.site]: 'abc', [HEADERS.employer]: '-1' },
    ...(withBody ? { payload: ['not', 'an', 'object'] } : {}),
  };
}

const TOKENS: [string, string | undefined][] = [
  ['no token', undefined],
  ['a garbage token', 'Bearer this-is-not-a-token-of-this-app-0123456789'],
  ['a malformed header', 'Basic YWRtaW46YWRtaW4='],
];

describe('the route table', () => {
  it('has the API routes and exactly the expected public ones', () => {
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter((route) => !isProtected(route)).map(nameOf)).toEqual(expect.arrayContaining(PUBLIC));
    expect(api.filter((route) => !isProtected(route)).map(nameOf)).toHaveLength(PUBLIC.length);
  });
});

describe('every protected route', () => {
  it.each(TOKENS)('answers 401 with %s before validating anything', async (_label, authorization) => {
    const answers = [];
    for (const route of api.filter((r) => isProtected(r))) {
      const request = invalidRequest(route);
      const res = await t.request({
        ...request,
        headers: { ...request.headers, ...(authorization ? { authorization } : {}) },
      });
      answers.push({ route: nameOf(route), status: res.statusCode, body: route.method === 'HEAD' ? null : res.json() });
    }
    expect(answers.length).toBeGreaterThan(35);
    for (const answer of answers) {
      expect(answer, answer.route).toEqual({
        route: answer.route,
        status: 401,
        body: answer.body === null ? null : { message: MESSAGES.unauthenticated },
      });
    }
  });

  it('refuses a signed-in user without the scope it needs with 403 before validating anything', async () => {
    const token = await t.login('admin@acme.test');
    const scoped = api.filter(
      (route) => isProtected(route) && route.config.right !== undefined && 'action' in route.config.right,
    );
    expect(scoped.length).toBeGreaterThan(20);
    for (const route of scoped) {
      const { headers: _invalidScope, ...request } = invalidRequest(route);
      const res = await t.request({ ...request, token });
      expect(res.statusCode, nameOf(route)).toBe(403);
    }
  });
});

describe('the invalid requests above', () => {
  it('are answered 422 when a signed-in site admin sends them to a route that validates a query or body', async () => {
    const token = await t.login('admin@acme.test');
    // The account's own routes (decision 0051) need a right held in the account: its admin asks them.
    const accountToken = await t.login('manager@acme.test');
    const scope = { sid: t.ids.site('acme/careers') };
    const validating = api.filter(
      (route) => isProtected(route) && (route.inputs.includes('body') || route.inputs.includes('querystring')),
    );
    expect(validating.length).toBeGreaterThan(15);
    for (const route of validating) {
      const { headers: _invalidScope, ...request } = invalidRequest(route);
      const right = route.config.right;
      const asked = right !== undefined && 'account' in right ? accountToken : token;
      const res = await t.request({ ...request, token: asked, scope });
      expect(res.statusCode, nameOf(route)).toBe(422);
    }
  });
});
