import type { AccountRight, RouteRight, TenantRight } from '../src/modules/access/reach.js';
import { FOREIGN_MAIL_KIND, type ForeignIds } from './foreign-tenant.js';
import type { AppRoute, TestAppHandle } from './helper.js';

// The route table's tenant routes as the walks call them (decision 0090): how to fill each path
// parameter and which body makes a call valid; the routes the isolation walk calls, in its order.
// `tenancy-walk.test.ts` (the account owner, every record of another tenant) and `isolation-walk.ts`
// (every seeded role, decision 0098) read them.

/** How to name a tenant's record in a path: `{segment before it}/:{param}` (another tenant's, or the own one's). */
export const FOREIGN_PARAM: Record<string, (f: ForeignIds) => string | number> = {
  'employers/:id': (f) => f.employer,
  'employers/:employer': (f) => f.employer,
  'users/:user': (f) => f.member,
  // Impersonation names a user by id (decision 0052): another tenant's employer member.
  'users/:id': (f) => f.member,
  'invitations/:invitation': (f) => f.invitation,
  'consultants/:id': (f) => f.consultant,
  'tags/:id': (f) => f.tag,
  'field-options/:id': (f) => f.fieldOption,
  'application-stages/:id': (f) => f.stage,
  'products/:uuid': (f) => f.product,
  'purchases/:uuid': (f) => f.purchase,
  'files/:id': (f) => f.file,
  'jobs/:uuid': (f) => f.job,
  'flagged-jobs/:uuid': (f) => f.job,
  'job-feedbacks/:uuid': (f) => f.job,
  'seekers/:uuid': (f) => f.seeker,
  'applications/:uuid': (f) => f.application,
  // Not an id: the own site's template of the kind the other site customised (which must survive).
  'mail-templates/:kind': () => FOREIGN_MAIL_KIND,
  // The caller's own things (their exports and inbox) and the account's users' roles (decision 0051).
  'exports/:id': (f) => f.export,
  'notifications/:uuid': (f) => f.notification,
  // A user of the account holding two roles, so taking one away leaves them in the account.
  'accounts/users/:user': (f) => f.accountUser,
  'roles/:membership': (f) => f.accountMembership,
  // A site's webhook endpoint and a delivery of its log (decision 0106).
  'webhooks/:uuid': (f) => f.webhook,
  'uuid/deliveries/:id': (f) => f.webhookDelivery,
  // A site's API key (decision 0105).
  'api-keys/:id': (f) => f.apiKey,
  // Not an id: a tab of the application named before it.
  'uuid/:tab': () => 'overview',
};

/** A valid body (foreign ids where a body names records), and the answer when it is not 404. */
export interface Call {
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
export const CALLS: Record<string, Call> = {
  'PUT /portal/v1/employers/:id': { body: () => ({ type: 'business', business_name: 'Sneaky Ltd' }) },
  'POST /portal/v1/employers/:id/reject': { body: () => ({ reason: 'Sneaky' }) },
  'POST /portal/v1/employers/bulk/approve': bulk,
  'POST /portal/v1/employers/bulk/reject': { body: (f) => ({ ids: [f.employer], reason: 'Sneaky' }) },
  'POST /portal/v1/employers/bulk/enable': bulk,
  'POST /portal/v1/employers/bulk/disable': bulk,
  // The address names the records' marker: the invitation mail of an own call shows it.
  'POST /portal/v1/employers/:employer/users': {
    body: (f) => ({ email: `spy-${f.marker}@x.test`, role: 'employer-admin' }),
  },
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
  // The own site's job feeds (decision 0107): saved, and no other site's settings touched.
  'PUT /portal/v1/site/settings/feeds': {
    body: () => ({
      xml: true,
      json_ld: true,
      sitemap: true,
      job_url_pattern: 'https://careers.example.test/jobs/{uuid}',
      location: { city: null, region: null, postal_code: null, country: 'GB' },
      remote: false,
    }),
    expect: 200,
  },
  'POST /portal/v1/impersonate/users/:id': { body: () => ({ redirect_path: '/' }) },
  'PATCH /portal/v1/notifications/:uuid': { body: () => ({ read: true }) },
  'PUT /portal/v1/accounts/users/:user/roles': {
    body: (f) => ({ scope_type: 'site', scope_id: f.site, role: 'recruiter' }),
  },
  'POST /portal/v1/impersonate/seekers/:uuid': { body: () => ({ redirect_path: '/' }) },
  'PUT /portal/v1/site/webhooks/:uuid': {
    body: () => ({ url: 'https://sneaky.example.com/', events: ['job.published'] }),
  },
};

export const nameOf = (route: AppRoute) => `${route.method} ${route.url}`;

/** The right a route declares in its own config (decision 0024), if any. */
export const declaredRight = (route: AppRoute): RouteRight | undefined =>
  Object.hasOwn(route.config, 'right') ? (route.config.right as RouteRight) : undefined;

/** The route's right when it names a site (and maybe an employer) subject. */
export const tenantRightOf = (route: AppRoute) => {
  const right = declaredRight(route);
  return right && 'site' in right ? (right as TenantRight) : undefined;
};

/** The route's right when the selected account's own memberships grant it (decision 0051). */
export const accountRightOf = (route: AppRoute) => {
  const right = declaredRight(route);
  return right && 'account' in right ? (right as AccountRight) : undefined;
};

/**
 * The path with a tenant's records in it: each parameter is looked up by the two segments before it
 * (`accounts/users/:user`), then by the one (`users/:user`); throws for one the walk cannot fill.
 */
export function urlWith(route: AppRoute, f: ForeignIds) {
  const segments = route.url.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const before = segments.slice(Math.max(0, i - 2), i).map((part) => part.replace(/^:/, ''));
      const id = FOREIGN_PARAM[[...before, segment].join('/')] ?? FOREIGN_PARAM[[before.at(-1), segment].join('/')];
      if (!id) throw new Error(`${nameOf(route)}: describe how to name another tenant's ${segment} in FOREIGN_PARAM`);
      return String(id(f));
    })
    .join('/');
}

/** Routes the walk leaves to their own tests, with the reason. */
export const NOT_WALKED: Record<string, string> = {
  // An event stream that stays open: notification-stream-access.test.ts tries its access.
  'GET /portal/v1/notifications/stream': 'stream',
};

/** The private API routes the walk calls (HEAD and the routes of NOT_WALKED left out). */
export function walkedRoutes(t: TestAppHandle): AppRoute[] {
  return t.routes.filter(
    (route) =>
      route.config.api === true &&
      route.config.public !== true &&
      route.method !== 'HEAD' &&
      !NOT_WALKED[nameOf(route)],
  );
}

/** Calls in the order that keeps the own records: deletions last (the deepest first), sign-out at the end. */
export function ordered(routes: AppRoute[]): AppRoute[] {
  const last = ['DELETE /portal/v1/employers/:id', 'DELETE /portal/auth/logout'];
  const weight = (route: AppRoute) =>
    last.includes(nameOf(route))
      ? 1_000 + last.indexOf(nameOf(route))
      : route.method === 'DELETE'
        ? 100 - (route.url.match(/:/g)?.length ?? 0)
        : 0;
  return [...routes].sort((a, b) => weight(a) - weight(b));
}
