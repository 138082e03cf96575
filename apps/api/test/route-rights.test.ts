import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isAction, isSubject, MESSAGES } from '@portal/contract';
import { roles } from '../src/db/schema/index.js';
import { useTestApp, type AppRoute } from './helper.js';

// Decision 0024: a route checks a right one way only — it declares it (`config.right`), the request
// hook applies the per-level rule (reach.ts) before the body is read, and handlers use the reach.
const t = useTestApp();

/** The signed-in user's own things, no tenant's data: a route joins this list only on purpose. */
const SIGNED_IN_ONLY = [
  'DELETE /portal/auth/logout',
  'GET /portal/auth/me',
  'GET /portal/v1/employer-types',
  'GET /portal/v1/exports/:id',
  'GET /portal/v1/exports/:id/download',
  // The user's own account (decision 0053): no tenant's data, no id in the path.
  'DELETE /portal/v1/user-account/avatar',
  'PATCH /portal/v1/user-account',
  'POST /portal/v1/user-account/change-password',
  // The caller's own inbox (decision 0054).
  'GET /portal/v1/notifications/inbox',
  'GET /portal/v1/notifications/stream',
  'GET /portal/v1/notifications/:uuid',
  'PATCH /portal/v1/notifications/:uuid',
  'DELETE /portal/v1/notifications/:uuid',
  'POST /portal/v1/notifications/read-all',
];

/** A staff member's read-only look at a candidate: a candidate token only (decision 0052). */
const CANDIDATE_ONLY = [
  'DELETE /portal/v1/candidate/logout',
  'GET /portal/v1/candidate/me',
  'GET /portal/v1/candidate/me/applications',
];

const nameOf = (route: AppRoute) => `${route.method} ${route.url}`;
const own = (route: AppRoute, key: string) =>
  Object.hasOwn(route.config, key) ? route.config[key as 'right'] : undefined;
let privateRoutes: AppRoute[];
beforeAll(() => {
  privateRoutes = t.routes.filter((r) => r.config.api === true && r.config.public !== true && r.method !== 'HEAD');
});

describe('the route table', () => {
  it('gives every private /portal route a right of its own, well formed', () => {
    expect(privateRoutes.length).toBeGreaterThan(70);
    for (const route of privateRoutes) {
      const right = own(route, 'right');
      expect(right, nameOf(route)).toBeDefined();
      if (right !== undefined && 'account' in right) {
        expect(isAction(right.action) && isSubject(right.account), nameOf(route)).toBe(true);
      }
      if (right === undefined || !('site' in right)) continue;
      expect(isAction(right.action) && isSubject(right.site), nameOf(route)).toBe(true);
      if (right.employer !== undefined) expect(isSubject(right.employer), nameOf(route)).toBe(true);
      const { alsoSite } = right;
      if (alsoSite) expect(isAction(alsoSite.action) && isSubject(alsoSite.subject), nameOf(route)).toBe(true);
    }
  });

  it('leaves no route on the retired union gate (`permission`, `scope`)', () => {
    for (const route of t.routes) {
      expect(own(route, 'permission'), nameOf(route)).toBeUndefined();
      expect(own(route, 'scope'), nameOf(route)).toBeUndefined();
    }
  });

  it('names exactly the expected routes signed-in only', () => {
    const signedIn = privateRoutes.filter((route) => 'signedIn' in (own(route, 'right') ?? {}));
    expect(signedIn.map(nameOf).sort()).toEqual([...SIGNED_IN_ONLY].sort());
    const candidate = privateRoutes.filter((route) => 'candidate' in (own(route, 'right') ?? {}));
    expect(candidate.map(nameOf).sort()).toEqual([...CANDIDATE_ONLY].sort());
    expect(signedIn.length + candidate.length).toBe(
      privateRoutes.filter((route) => !('action' in (own(route, 'right') ?? {}))).length,
    );
  });

  it('never builds the union of the levels in the API', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const files = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    for (const file of files.filter((f) => !f.endsWith('.test.ts'))) {
      expect(fs.readFileSync(path.join(src, file), 'utf8'), file).not.toMatch(/buildAbility\(|\.ability\b/);
    }
  });
});

describe('a site right held only by an employer membership', () => {
  it('is refused 403 on every route whose right is the site level’s alone', async () => {
    // A role edit gives employer admins everything: still nothing beyond their own employer.
    const [role] = await t.deps.db.select().from(roles).where(eq(roles.key, 'employer-admin'));
    if (!role) throw new Error('no employer-admin role');
    await t.deps.db
      .update(roles)
      .set({ permissions: ['all'] })
      .where(eq(roles.id, role.id));
    try {
      const token = await t.login('employer@acme.test');
      const scope = { sid: t.ids.site('acme/careers'), empid: t.ids.employer('Acme Bakery') };
      const siteOnly = privateRoutes.filter((route) => {
        const right = own(route, 'right');
        return right !== undefined && 'site' in right && right.employer === undefined && right.site !== 'portal';
      });
      expect(siteOnly.map(nameOf)).toEqual(
        expect.arrayContaining(['POST /portal/v1/employers/export', 'POST /portal/v1/employers']),
      );
      for (const route of siteOnly) {
        const url = route.url.replace(/:kind/, 'invitation').replace(/:uuid/, '00000000-0000-4000-8000-000000000000');
        const res = await t.request({
          method: route.method,
          url: url.replace(/:\w+/g, '1'),
          token,
          scope,
          payload: {},
        });
        expect(res.statusCode, nameOf(route)).toBe(403);
        expect(res.json(), nameOf(route)).toEqual({ message: MESSAGES.unauthorized });
      }
    } finally {
      await t.deps.db.update(roles).set({ permissions: role.permissions }).where(eq(roles.id, role.id));
    }
  });
});
