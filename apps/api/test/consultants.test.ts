import { MESSAGES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { validConsultant as valid } from './consultant-routes.js';
import * as sample from './fixtures/sample-files.js';
import { useTestApp } from './helper.js';
import { upload } from './upload-helper.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/consultants';

async function asAdmin() {
  return { token: await t.login('admin@acme.test'), scope: { sid: ids.site('acme/careers') } };
}

describe('consultants CRUD', () => {
  it('lists the seeded consultants of the site, searched, filtered and sorted', async () => {
    const who = await asAdmin();
    const all = await t.request({ ...who, method: 'GET', url: base });
    expect(all.statusCode).toBe(200);
    expect(all.json().meta.total).toBe(4);
    expect(all.json().data.map((c: { name: string }) => c.name)).toEqual([
      'Chloe Carter',
      'Daniel Okafor',
      'Marc Lefèvre',
      'Priya Raman',
    ]);
    const inactive = await t.request({ ...who, method: 'GET', url: `${base}?filter[active]=false` });
    expect(inactive.json().data.map((c: { name: string }) => c.name)).toEqual(['Marc Lefèvre']);
    const byTitle = await t.request({ ...who, method: 'GET', url: `${base}?search=technology` });
    expect(byTitle.json().data.map((c: { name: string }) => c.name)).toEqual(['Priya Raman']);
    const wildcard = await t.request({ ...who, method: 'GET', url: `${base}?search=%25` });
    expect(wildcard.json().meta.total).toBe(0);
    const desc = await t.request({ ...who, method: 'GET', url: `${base}?sort=-name&per_page=1` });
    expect(desc.json().data[0].name).toBe('Priya Raman');
    expect(desc.json().meta.last_page).toBe(4);
  });

  it('creates, reads, updates and deletes a consultant, with audit events', async () => {
    const who = await asAdmin();
    const created = await t.request({ ...who, method: 'POST', url: base, payload: valid });
    expect(created.statusCode).toBe(201);
    const c = created.json().data;
    expect(c).toMatchObject({ name: 'Nora Nguyen', email: 'nora@example.test', active: true, photo: null });
    const detail = await t.request({ ...who, method: 'GET', url: `${base}/${c.id}` });
    expect(detail.json().data).toMatchObject({ id: c.id, jobs: [], created_by: { name: 'Ada Admin' } });

    const updated = await t.request({
      ...who,
      method: 'PUT',
      url: `${base}/${c.id}`,
      payload: { ...valid, name: 'Nora N. Nguyen', phone: '', bio: '<p><br></p>' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Nora N. Nguyen', phone: null, bio: null });

    const removed = await t.request({ ...who, method: 'DELETE', url: `${base}/${c.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await t.request({ ...who, method: 'GET', url: `${base}/${c.id}` })).statusCode).toBe(404);
    const audit = await queryRows<{ action: string }>(
      t.deps.db,
      sql`select action from audit_events where subject = 'consultant' and subject_id = ${String(c.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['created', 'updated', 'deleted']);
  });

  it('answers 422 with the messages under the fields', async () => {
    const who = await asAdmin();
    const res = await t.request({
      ...who,
      method: 'POST',
      url: base,
      payload: { name: ' ', email: 'not-an-email', phone: 'abc', photo: 'nope', bio: 'x'.repeat(5001) },
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name).toEqual(['This field is required.']);
    expect(Object.keys(errors).sort()).toEqual(['bio', 'email', 'name', 'phone', 'photo']);
  });

  it('sanitises the bio: a script is gone, the allowed tags survive', async () => {
    const who = await asAdmin();
    const res = await t.request({
      ...who,
      method: 'POST',
      url: base,
      payload: {
        ...valid,
        email: 'bio@example.test',
        bio: '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p><ul><li>one</li></ul>',
      },
    });
    expect(res.statusCode).toBe(201);
    const bio: string = res.json().data.bio;
    expect(bio).not.toContain('script');
    expect(bio).not.toContain('onclick');
    expect(bio).not.toContain('javascript');
    expect(bio).toContain('<strong>there</strong>');
    expect(bio).toContain('<ul><li>one</li></ul>');
  });

  it('takes a photo uploaded to the site, and refuses another site’s or another kind', async () => {
    const who = await asAdmin();
    const own = await upload(t, {
      token: who.token,
      sid: who.scope.sid,
      kind: 'photo',
      filename: 'me.png',
      data: await sample.pngBytes(),
    });
    expect(own.statusCode).toBe(201);
    const photo = own.json().data.id as string;
    const ok = await t.request({ ...who, method: 'POST', url: base, payload: { ...valid, email: 'p@x.test', photo } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.photo).toMatchObject({ id: photo });

    const owner = await t.login('owner@acme.test');
    const foreign = await upload(t, {
      token: owner,
      sid: ids.site('acme/jobs'),
      kind: 'photo',
      filename: 'other.png',
      data: await sample.pngBytes(),
    });
    const logo = await upload(t, {
      token: who.token,
      sid: who.scope.sid,
      kind: 'logo',
      filename: 'logo.png',
      data: await sample.pngBytes(),
    });
    const cases = [
      [foreign.json().data.id, MESSAGES.fileNotOnSite],
      [logo.json().data.id, MESSAGES.fileWrongKind],
    ] as const;
    for (const [id, message] of cases) {
      const res = await t.request({ ...who, method: 'POST', url: base, payload: { ...valid, photo: id } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.photo).toEqual([message]);
    }
  });

  it('links a staff user of the site and refuses another tenant’s user', async () => {
    const who = await asAdmin();
    const options = await t.request({ ...who, method: 'GET', url: `${base}/users` });
    expect(options.statusCode).toBe(200);
    const emails = options.json().data.map((u: { email: string }) => u.email);
    expect(emails).toContain('recruiter@acme.test');
    expect(emails).not.toContain('owner@globex.test');
    expect(emails).not.toContain('employer@acme.test');
    const recruiter = options.json().data.find((u: { email: string }) => u.email === 'recruiter@acme.test');
    const linked = await t.request({
      ...who,
      method: 'POST',
      url: base,
      payload: { ...valid, email: 'linked@x.test', user_id: recruiter.id },
    });
    expect(linked.json().data.user).toMatchObject({ id: recruiter.id, email: 'recruiter@acme.test' });

    const [stranger] = await queryRows<{ id: number }>(
      t.deps.db,
      sql`select id from users where email = 'owner@globex.test'`,
    );
    const refused = await t.request({
      ...who,
      method: 'POST',
      url: base,
      payload: { ...valid, user_id: stranger?.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.user_id).toEqual(['This value is invalid.']);
  });

  it('exports the filtered list in the background', async () => {
    const who = await asAdmin();
    const res = await t.request({
      ...who,
      method: 'POST',
      url: `${base}/export`,
      payload: { filter: { active: 'true' } },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.status).toBe('pending');
  });
});
