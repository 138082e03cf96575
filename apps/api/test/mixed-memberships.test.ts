import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employers, invitations, memberships, roles, users } from '../src/db/schema/index.js';
import { employerRoutes, validEmployer } from './employer-routes.js';
import { useTestApp } from './helper.js';

/**
 * A right counts only in the scope that granted it (decision 0012): a site-level right plus an
 * employer-level membership elsewhere never add up to rights over a third employer.
 */
const t = useTestApp();
const ids = t.ids;
let site: number;
let bakery: number;
let dental: number;
let dentalMember: number;
let dentalInvitation: number;

async function grant(email: string, role: string, employerId: number) {
  const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [r] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.key, role));
  if (!user || !r) throw new Error('fixture missing');
  await t.deps.db
    .insert(memberships)
    .values({ user_id: user.id, scope_type: 'employer', scope_id: employerId, role_id: r.id });
  return user.id;
}

async function snapshot(employerId: number) {
  const [employer] = await t.deps.db.select().from(employers).where(eq(employers.id, employerId));
  const members = await t.deps.db
    .select({ user: memberships.user_id, role: memberships.role_id })
    .from(memberships)
    .where(and(eq(memberships.scope_type, 'employer'), eq(memberships.scope_id, employerId)))
    .orderBy(memberships.user_id);
  const invites = await t.deps.db
    .select({ id: invitations.id, revoked: invitations.revoked_at })
    .from(invitations)
    .where(and(eq(invitations.scope_type, 'employer'), eq(invitations.scope_id, employerId)))
    .orderBy(invitations.id);
  return { employer, members, invites };
}

beforeAll(async () => {
  site = ids.site('acme/careers');
  bakery = ids.employer('Acme Bakery');
  dental = ids.employer('Bright Dental');
  // recruiter@: site-level recruiter (employers.read, employer-users.read) + employer admin of Acme Bakery.
  await grant('recruiter@acme.test', 'employer-admin', bakery);
  // staff@: employer user of Acme Bakery (seeded) + employer admin of Bright Dental.
  dentalMember = await grant('staff@acme.test', 'employer-admin', dental);
  const admin = await t.login('admin@acme.test');
  const invited = await t.request({
    method: 'POST',
    url: `/portal/v1/employers/${dental}/users`,
    token: admin,
    scope: { sid: site },
    payload: { email: 'candidate@example.test', role: 'employer-user' },
  });
  dentalInvitation = invited.json().data.id;
});

describe('a site-level recruiter who is also an employer admin elsewhere', () => {
  it('reads another employer of the site but changes nothing of it, on every employer and employer-user route', async () => {
    const token = await t.login('recruiter@acme.test');
    const before = await snapshot(dental);
    for (const scope of [{ sid: site }, { sid: site, empid: bakery }, { sid: site, empid: dental }]) {
      for (const { writes, ...route } of employerRoutes(dental, dentalMember, dentalInvitation)) {
        const res = await t.request({ ...route, token, scope });
        const label = `${route.method} ${route.url} with ${JSON.stringify(scope)}`;
        if (writes) expect([403, 404], label).toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(200);
      }
    }
    expect(await snapshot(dental)).toEqual(before);
  });

  it('uses the employer admin rights on its own employer only while that employer is selected', async () => {
    const token = await t.login('recruiter@acme.test');
    const own = { sid: site, empid: bakery };
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/portal/v1/employers/${bakery}`,
          token,
          scope: own,
          payload: { ...validEmployer, business_name: 'Acme Bakery' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/portal/v1/employers/${bakery}/invitations`, token, scope: own }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/portal/v1/employers/${bakery}`,
          token,
          scope: { sid: site },
          payload: validEmployer,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/portal/v1/employers/${bakery}/users`,
          token,
          scope: { sid: site },
          payload: { email: 'x@example.test', role: 'employer-user' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('an employer user of one employer who is employer admin of another', () => {
  it('gets the admin rights only on the employer that granted them', async () => {
    const token = await t.login('staff@acme.test');
    const before = await snapshot(bakery);
    for (const scope of [{ sid: site, empid: bakery }, { sid: site, empid: dental }, { sid: site }]) {
      for (const { writes, ...route } of employerRoutes(bakery)) {
        if (!writes) continue;
        const res = await t.request({ ...route, token, scope });
        expect([403, 404], `${route.method} ${route.url} with ${JSON.stringify(scope)}`).toContain(res.statusCode);
      }
    }
    expect(await snapshot(bakery)).toEqual(before);
    const invite = await t.request({
      method: 'POST',
      url: `/portal/v1/employers/${dental}/users`,
      token,
      scope: { sid: site, empid: dental },
      payload: { email: 'helper@example.test', role: 'employer-user' },
    });
    expect(invite.statusCode).toBe(202);
  });
});
