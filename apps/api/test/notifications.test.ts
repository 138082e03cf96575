import { describe, expect, it } from 'vitest';
import type { Notification } from '@portal/contract';
import { useTestApp } from './helper.js';
import { notifyDirectly, userId } from './notification-helper.js';

const t = useTestApp();
const inbox = (token: string, query = '') =>
  t.request({ method: 'GET', url: `/portal/v1/notifications/inbox${query}`, token });

describe('GET /portal/v1/notifications/inbox', () => {
  it("lists the caller's own notifications, newest first, with the unread count; never another user's or tenant's", async () => {
    const careers = t.ids.site('acme/careers');
    const [admin, recruiter, globex] = await Promise.all([
      userId(t, 'admin@acme.test'),
      userId(t, 'recruiter@acme.test'),
      userId(t, 'owner@globex.test'),
    ]);
    await notifyDirectly(t, careers, [admin], { export_name: 'First', row_count: '1' });
    await notifyDirectly(t, careers, [admin], { export_name: 'Second', row_count: '2' });
    await notifyDirectly(t, careers, [recruiter], { export_name: 'Not yours', row_count: '0' });
    await notifyDirectly(t, t.ids.site('globex/talent'), [globex], { export_name: 'Globex', row_count: '9' });

    const res = await inbox(await t.login('admin@acme.test'));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Notification[]; meta: { total: number; unread: number } }>();
    expect(body.data.map((n) => n.params.export_name)).toEqual(['Second', 'First']);
    expect(body.meta).toMatchObject({ total: 2, unread: 2, current_page: 1 });
    expect(body.data[0]).toMatchObject({
      kind: 'export_ready',
      subject: 'Your export is ready: Second',
      content: '<p>2 rows are ready to download.</p>',
      link: '/exports/x',
      site_id: careers,
      read_at: null,
    });

    const other = await inbox(await t.login('owner@globex.test'));
    expect(other.json<{ data: Notification[] }>().data.map((n) => n.params.export_name)).toEqual(['Globex']);
  });

  it('pages and filters unread ones', async () => {
    const token = await t.login('manager@acme.test');
    const me = await userId(t, 'manager@acme.test');
    for (const name of ['a', 'b', 'c'])
      await notifyDirectly(t, t.ids.site('acme/careers'), [me], { export_name: name });
    const first = (await inbox(token, '?per_page=2')).json<{ data: Notification[]; meta: { last_page: number } }>();
    expect(first.data).toHaveLength(2);
    expect(first.meta.last_page).toBe(2);
    const target = first.data[0];
    if (!target) throw new Error('no notification');
    await t.request({ method: 'PATCH', url: `/portal/v1/notifications/${target.id}`, token, payload: { read: true } });
    const unread = (await inbox(token, '?filter[unread]=true')).json<{
      data: Notification[];
      meta: { unread: number };
    }>();
    expect(unread.data.map((n) => n.id)).not.toContain(target.id);
    expect(unread.meta.unread).toBe(2);
    const read = (await inbox(token, '?filter[unread]=false')).json<{ data: Notification[] }>();
    expect(read.data.map((n) => n.id)).toEqual([target.id]);
  });

  it('refuses a stranger (401) and a bad filter (422)', async () => {
    expect((await t.request({ method: 'GET', url: '/portal/v1/notifications/inbox' })).statusCode).toBe(401);
    const token = await t.login('admin@acme.test');
    expect((await inbox(token, '?filter[unread]=maybe')).statusCode).toBe(422);
  });
});

describe('one notification: GET, PATCH, DELETE /portal/v1/notifications/{uuid}, POST read-all', () => {
  it('reads, marks read and unread, and deletes its own; another user gets 404 on each', async () => {
    const me = await userId(t, 'recruiter@acme.test');
    await notifyDirectly(t, t.ids.site('acme/careers'), [me], { export_name: 'Mine' });
    const token = await t.login('recruiter@acme.test');
    const [mine] = (await inbox(token)).json<{ data: Notification[] }>().data;
    if (!mine) throw new Error('no notification');
    const url = `/portal/v1/notifications/${mine.id}`;

    const stranger = await t.login('employer@acme.test');
    const globex = await t.login('owner@globex.test');
    for (const other of [stranger, globex]) {
      expect((await t.request({ method: 'GET', url, token: other })).statusCode).toBe(404);
      expect((await t.request({ method: 'PATCH', url, token: other, payload: { read: true } })).statusCode).toBe(404);
      expect((await t.request({ method: 'DELETE', url, token: other })).statusCode).toBe(404);
    }

    expect((await t.request({ method: 'GET', url, token })).json().data.params.export_name).toBe('Mine');
    const read = await t.request({ method: 'PATCH', url, token, payload: { read: true } });
    expect(read.json().data.read_at).toEqual(expect.any(String));
    const unread = await t.request({ method: 'PATCH', url, token, payload: { read: false } });
    expect(unread.json().data.read_at).toBeNull();
    expect((await t.request({ method: 'PATCH', url, token, payload: {} })).statusCode).toBe(422);

    expect((await t.request({ method: 'DELETE', url, token })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url, token })).statusCode).toBe(404);
  });

  it("marks all of the caller's read and leaves other users' alone", async () => {
    const careers = t.ids.site('acme/careers');
    const [owner, staff] = await Promise.all([userId(t, 'owner@acme.test'), userId(t, 'staff@acme.test')]);
    await notifyDirectly(t, careers, [owner, staff]);
    await notifyDirectly(t, careers, [owner]);
    const token = await t.login('owner@acme.test');
    const res = await t.request({ method: 'POST', url: '/portal/v1/notifications/read-all', token });
    expect(res.json()).toEqual({ data: { updated: 2 } });
    expect((await inbox(token)).json().meta.unread).toBe(0);
    expect((await inbox(await t.login('staff@acme.test'))).json().meta.unread).toBe(1);
  });
});
