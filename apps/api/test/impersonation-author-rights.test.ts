import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema/index.js';
import { issueTokenRow } from '../src/modules/auth/index.js';
import { accountClient } from './account-users-helper.js';
import { useTestApp } from './helper.js';
import { seekerOfSite, userIdOf, userWith } from './impersonation-helper.js';

// Decision 0063: a child token works only while its author holds every right it carries.
const t = useTestApp();
const ids = t.ids;
let acme: number;
let careers: number;
let bakery: number;
let employerAdmin: number;

beforeAll(async () => {
  acme = await ids.account('acme');
  careers = ids.site('acme/careers');
  bakery = ids.employer('Acme Bakery');
  employerAdmin = await userIdOf(t, 'employer@acme.test');
});

/** A session of a new user holding `role` in the scope (each test its own author). */
async function sessionOf(role: string, scope: { type: 'account' | 'site'; id: number }) {
  const userId = await userWith(t, [[role, scope]]);
  const token = (await issueTokenRow(t.deps.db, userId, 3600)).token.access_token;
  return { userId, token };
}

async function impersonation(token: string, target: number): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: `/portal/v1/impersonate/users/${target}`,
    token,
    scope: { sid: careers },
    payload: { redirect_path: '/acme/careers/employers' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

const meOf = (token: string) => t.request({ method: 'GET', url: '/portal/auth/me', token });

/** The escalation of the review: the child invites an address of its author's as employer admin. */
const inviteAsEmployerAdmin = (child: string) =>
  t.request({
    method: 'POST',
    url: `/portal/v1/employers/${bakery}/users`,
    token: child,
    scope: { sid: careers, empid: bakery },
    payload: { email: 'back-door@acme.test', name: 'Back Door', role: 'employer-admin' },
  });

async function membershipOf(owner: ReturnType<typeof accountClient>, userId: number, role: string): Promise<number> {
  const res = await owner.get(`/users/${userId}`);
  const found = (res.json().data.roles as { membership_id: number; role: string }[]).find((r) => r.role === role);
  if (!found) throw new Error(`no ${role} membership`);
  return found.membership_id;
}

describe('an impersonation ends with its author’s rights', () => {
  it('an account admin demoted, then removed from the account: the child is refused at once and cannot invite', async () => {
    const { userId: manager, token } = await sessionOf('account-admin', { type: 'account', id: acme });
    const child = await impersonation(token, employerAdmin);
    expect((await meOf(child)).statusCode).toBe(200);

    const owner = accountClient(t, await t.login('owner@acme.test'), acme);
    const recruiter = await owner.send('PUT', `/users/${manager}/roles`, {
      scope_type: 'site',
      scope_id: careers,
      role: 'recruiter',
    });
    expect(recruiter.statusCode).toBe(200);
    const admin = await membershipOf(owner, manager, 'account-admin');
    expect((await owner.send('DELETE', `/users/${manager}/roles/${admin}`)).statusCode).toBe(204);

    // A recruiter does not hold `employer-users.all` at Acme Bakery: the child carries it, so it is over.
    expect((await meOf(child)).statusCode).toBe(401);
    expect((await inviteAsEmployerAdmin(child)).statusCode).toBe(401);

    expect((await owner.send('DELETE', `/users/${manager}`)).statusCode).toBe(204);
    expect((await meOf(child)).statusCode).toBe(401);
    expect((await inviteAsEmployerAdmin(child)).statusCode).toBe(401);
  });

  it('removing the author from the account ends the child on the next request', async () => {
    const { userId: manager, token } = await sessionOf('account-admin', { type: 'account', id: acme });
    const child = await impersonation(token, employerAdmin);
    expect((await inviteAsEmployerAdmin(child)).statusCode).toBe(202);
    const owner = accountClient(t, await t.login('owner@acme.test'), acme);
    expect((await owner.send('DELETE', `/users/${manager}`)).statusCode).toBe(204);
    expect((await meOf(child)).statusCode).toBe(401);
    expect((await inviteAsEmployerAdmin(child)).statusCode).toBe(401);
  });

  it('a role edited to lose a right the child carries ends the child; the author’s own session goes on', async () => {
    const { token: parent } = await sessionOf('site-admin', { type: 'site', id: careers });
    const child = await impersonation(parent, employerAdmin);
    expect((await meOf(child)).statusCode).toBe(200);
    await t.deps.db
      .update(roles)
      .set({ permissions: sql`${roles.permissions} - 'applications.all'` })
      .where(eq(roles.key, 'site-admin'));
    expect((await meOf(child)).statusCode).toBe(401);
    expect((await meOf(parent)).statusCode).toBe(200);
    await t.deps.db
      .update(roles)
      .set({ permissions: sql`${roles.permissions} || '["applications.all"]'::jsonb` })
      .where(eq(roles.key, 'site-admin'));
  });

  it('the target gaining a right its author lacks ends the child too', async () => {
    const { token } = await sessionOf('site-admin', { type: 'site', id: careers });
    const child = await impersonation(token, employerAdmin);
    expect((await meOf(child)).statusCode).toBe(200);
    const owner = accountClient(t, await t.login('owner@acme.test'), acme);
    const jobs = ids.site('acme/jobs');
    expect(
      (
        await owner.send('PUT', `/users/${employerAdmin}/roles`, {
          scope_type: 'site',
          scope_id: jobs,
          role: 'recruiter',
        })
      ).statusCode,
    ).toBe(200);
    expect((await meOf(child)).statusCode).toBe(401);
  });
});

describe('a look at a candidate ends with its author’s rights', () => {
  it('a site admin whose role is taken away loses the candidate view at once', async () => {
    const { userId: siteAdmin, token: parent } = await sessionOf('site-admin', { type: 'site', id: careers });
    const seeker = await seekerOfSite(t, 'acme/careers');
    const opened = await t.request({
      method: 'POST',
      url: `/portal/v1/impersonate/seekers/${seeker}`,
      token: parent,
      scope: { sid: careers },
      payload: { redirect_path: '/acme/careers/seekers' },
    });
    expect(opened.statusCode).toBe(200);
    const look = opened.json().access_token as string;
    const candidateMe = () => t.request({ method: 'GET', url: '/portal/v1/candidate/me', token: look });
    expect((await candidateMe()).statusCode).toBe(200);

    const owner = accountClient(t, await t.login('owner@acme.test'), acme);
    expect(
      (
        await owner.send('PUT', `/users/${siteAdmin}/roles`, {
          scope_type: 'site',
          scope_id: careers,
          role: 'recruiter',
        })
      ).statusCode,
    ).toBe(200);
    // A recruiter reads seekers but may not look through their eyes.
    expect((await candidateMe()).statusCode).toBe(401);
  });
});
