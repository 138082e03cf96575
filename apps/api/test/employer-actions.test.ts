import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { auditEvents, employers, employerStatusHistory, mailOutbox, users } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;
let admin: string;
let careers: { sid: number };
beforeAll(async () => {
  admin = await t.login('admin@acme.test');
  careers = { sid: ids.site('acme/careers') };
});

const statusOf = async (id: number) =>
  (await t.deps.db.select().from(employers).where(eq(employers.id, id)))[0]?.status;
const post = (url: string, payload?: object, token = admin) =>
  t.request({ method: 'POST', url, token, scope: careers, payload });

describe('approval queue', () => {
  it('approves a registration on hold, records who did it and mails the contact', async () => {
    const id = ids.employer('Delta Logistics');
    expect(await statusOf(id)).toBe('on_hold');
    const res = await post(`/portal/v1/employers/${id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { updated: 1 } });
    expect(await statusOf(id)).toBe('active');
    const [change] = await t.deps.db
      .select()
      .from(employerStatusHistory)
      .where(eq(employerStatusHistory.employer_id, id))
      .orderBy(desc(employerStatusHistory.id));
    expect(change).toMatchObject({ from_status: 'on_hold', to_status: 'active' });
    expect(change?.changed_by).not.toBeNull();
    const [mail] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, 'contact@deltalogistics.example'));
    expect(mail?.subject).toBe('Your employer registration was approved');
  });

  it('rejects with a reason that is mailed to the contact; the reason is required', async () => {
    const id = ids.employer('Lumen Labs');
    const missing = await post(`/portal/v1/employers/${id}/reject`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ reason: [MESSAGES.required] });
    const res = await post(`/portal/v1/employers/${id}/reject`, {
      reason: 'Registration number could not be verified.',
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('rejected');
    const [mail] = await t.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, 'contact@lumenlabs.example'));
    expect(mail?.text_body).toContain('Registration number could not be verified.');
  });

  it('refuses to approve an employer that is not on hold with 409 and changes nothing', async () => {
    const res = await post(`/portal/v1/employers/${ids.employer('Acme Bakery')}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.statusConflict });
  });

  it('approves many at once, all or nothing', async () => {
    const onHold = ids.employer('Tidal Marine');
    const mixed = await post('/portal/v1/employers/bulk/approve', { ids: [onHold, ids.employer('Acme Bakery')] });
    expect(mixed.statusCode).toBe(409);
    expect(await statusOf(onHold)).toBe('on_hold');
    const ok = await post('/portal/v1/employers/bulk/approve', { ids: [onHold] });
    expect(ok.json()).toEqual({ data: { updated: 1 } });
  });
});

describe('enable, disable and delete', () => {
  it('disables and enables again (reversible), in bulk too', async () => {
    const a = ids.employer('Cedar Construction');
    const b = ids.employer('Evergreen Care');
    expect((await post('/portal/v1/employers/bulk/disable', { ids: [a, b] })).json()).toEqual({ data: { updated: 2 } });
    expect([await statusOf(a), await statusOf(b)]).toEqual(['disabled', 'disabled']);
    expect((await post(`/portal/v1/employers/${a}/enable`)).json()).toEqual({ data: { updated: 1 } });
    expect(await statusOf(a)).toBe('active');
  });

  it('validates bulk ids', async () => {
    const empty = await post('/portal/v1/employers/bulk/disable', { ids: [] });
    expect(empty.statusCode).toBe(422);
    const bad = await post('/portal/v1/employers/bulk/disable', { ids: ['x'] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['ids.0']);
  });

  it('deletes permanently', async () => {
    const id = ids.employer('Quartz Legal');
    expect(
      (await t.request({ method: 'DELETE', url: `/portal/v1/employers/${id}`, token: admin, scope: careers }))
        .statusCode,
    ).toBe(204);
    expect(await statusOf(id)).toBeUndefined();
    expect(
      (await t.request({ method: 'DELETE', url: `/portal/v1/employers/${id}`, token: admin, scope: careers }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps who deleted which employer in the audit trail', async () => {
    const events = await t.deps.db
      .select({ action: auditEvents.action, details: auditEvents.details, actor: users.email })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actor_id))
      .where(eq(auditEvents.subject_id, String(ids.employer('Quartz Legal'))));
    expect(events).toContainEqual({
      action: 'deleted',
      details: { business_name: 'Quartz Legal' },
      actor: 'admin@acme.test',
    });
  });
});
