import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { useTestApp } from './helper.js';
import { joinByInvitation } from './invitation-helper.js';

const t = useTestApp();
const ids = t.ids;
const site = () => ({ sid: ids.site('acme/careers') });

/** A new employer of acme/careers, created by the site admin, with the given addresses as its admins. */
async function employerWithAdmins(name: string, emails: string[]) {
  const token = await t.login('admin@acme.test');
  const created = await t.request({
    method: 'POST',
    url: '/portal/v1/employers',
    token,
    scope: site(),
    payload: { type: 'business', business_name: name },
  });
  const employer = created.json().data.id as number;
  const admins: number[] = [];
  for (const email of emails) {
    admins.push(await joinByInvitation(t, { employer, scope: site(), token, email, role: 'employer-admin' }));
  }
  return { employer, admins, token };
}

const demote = (employer: number, user: number, token: string, scope: { sid: number; empid?: number }) =>
  t.request({
    method: 'PATCH',
    url: `/portal/v1/employers/${employer}/users/${user}`,
    token,
    scope,
    payload: { role: 'employer-user' },
  });
const remove = (employer: number, user: number, token: string, scope: { sid: number; empid?: number }) =>
  t.request({ method: 'DELETE', url: `/portal/v1/employers/${employer}/users/${user}`, token, scope });

async function rolesOf(employer: number, token: string) {
  const res = await t.request({ method: 'GET', url: `/portal/v1/employers/${employer}/users`, token, scope: site() });
  return res
    .json()
    .data.map((u: { email: string; role: string; last_admin: boolean }) => [u.email, u.role, u.last_admin]);
}

describe("an employer's last admin", () => {
  it('cannot demote nor remove themselves (409), and stays admin', async () => {
    const token = await t.login('employer@acme.test');
    const bakery = ids.employer('Acme Bakery');
    const scope = { ...site(), empid: bakery };
    const me = (await t.request({ method: 'GET', url: '/portal/auth/me', token })).json().id as number;

    const demoted = await demote(bakery, me, token, scope);
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toEqual({ message: MESSAGES.lastAdmin });
    const removed = await remove(bakery, me, token, scope);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({ message: MESSAGES.lastAdmin });
    expect(await rolesOf(bakery, await t.login('admin@acme.test'))).toEqual([
      ['employer@acme.test', 'employer-admin', true],
      ['staff@acme.test', 'employer-user', false],
    ]);
  });

  it('cannot be demoted nor removed by staff of the site either', async () => {
    const { employer, admins, token } = await employerWithAdmins('Lone Admin Ltd', ['recruiter@acme.test']);
    const [admin = 0] = admins;
    expect((await demote(employer, admin, token, site())).statusCode).toBe(409);
    expect((await remove(employer, admin, token, site())).statusCode).toBe(409);
    expect(await rolesOf(employer, token)).toEqual([['recruiter@acme.test', 'employer-admin', true]]);
  });

  it('may step down once a second admin exists, who then becomes the last', async () => {
    const { employer, admins, token } = await employerWithAdmins('Two Admins Ltd', [
      'recruiter@acme.test',
      'manager@acme.test',
    ]);
    const [first = 0, second = 0] = admins;
    expect(await rolesOf(employer, token)).toEqual([
      ['manager@acme.test', 'employer-admin', false],
      ['recruiter@acme.test', 'employer-admin', false],
    ]);
    const own = await t.login('recruiter@acme.test');
    const demoted = await demote(employer, first, own, { ...site(), empid: employer });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().data).toMatchObject({ role: 'employer-user', last_admin: false });
    expect((await remove(employer, second, token, site())).statusCode).toBe(409);
    expect((await remove(employer, first, token, site())).statusCode).toBe(204);
    expect(await rolesOf(employer, token)).toEqual([['manager@acme.test', 'employer-admin', true]]);
  });

  it('keeps one admin when two admins demote, or remove, each other at the same time', async () => {
    for (const act of [demote, remove]) {
      const { employer, admins, token } = await employerWithAdmins(`Race ${act.name} Ltd`, [
        'recruiter@acme.test',
        'manager@acme.test',
      ]);
      const [rita = 0, max = 0] = admins;
      const [ritaToken, maxToken] = [await t.login('recruiter@acme.test'), await t.login('manager@acme.test')];
      const scope = { ...site(), empid: employer };
      const answers = await Promise.all([act(employer, max, ritaToken, scope), act(employer, rita, maxToken, scope)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([act === demote ? 200 : 204, 409]);
      const admin = (await rolesOf(employer, token)).filter(([, role]: string[]) => role === 'employer-admin');
      expect(admin, act.name).toHaveLength(1);
    }
  });
});
