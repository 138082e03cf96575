import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EmployerUserPageSchema, MESSAGES } from '@portal/contract';
import { mailOutbox } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';
import { joinByInvitation } from './invitation-helper.js';

const t = useTestApp();
const ids = t.ids;

describe('/portal/v1/employers/{employer}/users', () => {
  it('lists an employer’s users with their roles', async () => {
    const token = await t.login('admin@acme.test');
    const res = await t.request({
      method: 'GET',
      url: `/portal/v1/employers/${ids.employer('Acme Bakery')}/users`,
      token,
      scope: { sid: ids.site('acme/careers') },
    });
    const page = EmployerUserPageSchema.parse(res.json());
    expect(page.data.map((u) => [u.email, u.role])).toEqual([
      ['employer@acme.test', 'employer-admin'],
      ['staff@acme.test', 'employer-user'],
    ]);
  });

  it('invites an address: nobody joins until the invitee accepts with the mailed link', async () => {
    const token = await t.login('employer@acme.test');
    const employer = ids.employer('Acme Bakery');
    const scope = { sid: ids.site('acme/careers'), empid: employer };
    const res = await t.request({
      method: 'POST',
      url: `/portal/v1/employers/${employer}/users`,
      token,
      scope,
      payload: { email: 'New.Hire@acme.test', name: 'New Hire', role: 'employer-user' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({
      email: 'new.hire@acme.test',
      name: 'New Hire',
      role: 'employer-user',
      status: 'pending',
    });
    const users = await t.request({ method: 'GET', url: `/portal/v1/employers/${employer}/users`, token, scope });
    expect(users.json().data.map((u: { email: string }) => u.email)).not.toContain('new.hire@acme.test');
    const pending = await t.request({
      method: 'GET',
      url: `/portal/v1/employers/${employer}/invitations`,
      token,
      scope,
    });
    expect(pending.json().data.map((i: { email: string }) => i.email)).toEqual(['new.hire@acme.test']);

    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, 'new.hire@acme.test'));
    expect(mail?.subject).toBe('You are invited to join Acme Bakery');
    const invitation = /accept-invitation\?token=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
    const accepted = await t.request({
      method: 'POST',
      url: '/portal/auth/accept-invitation',
      payload: { token: invitation, password: 'hired-pass-1', password_confirmation: 'hired-pass-1' },
    });
    expect(accepted.statusCode).toBe(200);
    await expect(t.login('new.hire@acme.test', 'hired-pass-1')).resolves.toBeTruthy();
    const after = await t.request({ method: 'GET', url: `/portal/v1/employers/${employer}/users`, token, scope });
    expect(after.json().data.map((u: { email: string }) => u.email)).toContain('new.hire@acme.test');

    const again = await t.request({
      method: 'POST',
      url: `/portal/v1/employers/${employer}/users`,
      token,
      scope,
      payload: { email: 'new.hire@acme.test', role: 'employer-user' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: [MESSAGES.alreadyMember] });
  });

  it('changes a member’s role and removes them', async () => {
    const token = await t.login('admin@acme.test');
    const employer = ids.employer('Bright Dental');
    const scope = { sid: ids.site('acme/careers') };
    const userId = await joinByInvitation(t, { employer, scope, token, email: 'recruiter@acme.test' });

    const changed = await t.request({
      method: 'PATCH',
      url: `/portal/v1/employers/${employer}/users/${userId}`,
      token,
      scope,
      payload: { role: 'employer-admin' },
    });
    expect(changed.json().data.role).toBe('employer-admin');
    const badRole = await t.request({
      method: 'PATCH',
      url: `/portal/v1/employers/${employer}/users/${userId}`,
      token,
      scope,
      payload: { role: 'owner' },
    });
    expect(badRole.statusCode).toBe(422);
    // The employer's last admin cannot be removed (employer-last-admin.test.ts): add a second one.
    await joinByInvitation(t, { employer, scope, token, email: 'manager@acme.test', role: 'employer-admin' });

    expect(
      (await t.request({ method: 'DELETE', url: `/portal/v1/employers/${employer}/users/${userId}`, token, scope }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'DELETE', url: `/portal/v1/employers/${employer}/users/${userId}`, token, scope }))
        .statusCode,
    ).toBe(404);
  });

  it('lets an employer user read but not change the users', async () => {
    const token = await t.login('staff@acme.test');
    const employer = ids.employer('Acme Bakery');
    const scope = { sid: ids.site('acme/careers'), empid: employer };
    expect(
      (await t.request({ method: 'GET', url: `/portal/v1/employers/${employer}/users`, token, scope })).statusCode,
    ).toBe(200);
    const res = await t.request({
      method: 'POST',
      url: `/portal/v1/employers/${employer}/users`,
      token,
      scope,
      payload: { email: 'x@acme.test', role: 'employer-admin' },
    });
    expect(res.statusCode).toBe(403);
  });
});
