import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTooLargeMessage, fileTypeMessage, MESSAGES } from '@portal/contract';
import { auditEvents, files, users } from '../src/db/schema/index.js';
import * as sample from './fixtures/sample-files.js';
import { useTestApp } from './helper.js';
import { multipartBody } from './upload-helper.js';

const t = useTestApp();
const ids = t.ids;
const URL = '/portal/v1/user-account/avatar';
const MB = 1024 * 1024;

function sendAvatar(token: string | undefined, data: Buffer, opts: { sid?: number; filename?: string } = {}) {
  const body = multipartBody([{ name: 'file', filename: opts.filename ?? 'me.png', data, type: 'image/png' }]);
  return t.request({
    method: 'POST',
    url: URL,
    token,
    scope: opts.sid ? { sid: opts.sid } : undefined,
    headers: body.headers,
    payload: body.payload,
  });
}

const fileRow = async (id: string) => (await t.deps.db.select().from(files).where(eq(files.id, id)))[0];
const idOf = (url: string) => url.replace('/files/', '');

describe('POST /portal/v1/user-account/avatar', () => {
  it('answers 401 to a stranger and 403 without a selected site, before storing anything', async () => {
    expect((await sendAvatar(undefined, await sample.pngBytes())).statusCode).toBe(401);
    const token = await t.login('recruiter@acme.test');
    const res = await sendAvatar(token, await sample.pngBytes());
    expect(res.statusCode).toBe(403);
    expect(await t.deps.db.select().from(files)).toHaveLength(0);
  });

  it('refuses a site the user does not belong to', async () => {
    const token = await t.login('recruiter@acme.test');
    const res = await sendAvatar(token, await sample.pngBytes(), { sid: ids.site('globex/talent') });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a file of the wrong type, one too big and an unreadable image', async () => {
    const token = await t.login('recruiter@acme.test');
    const sid = ids.site('acme/careers');
    const pdf = await sendAvatar(token, sample.pdfBytes(), { sid, filename: 'me.png' });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors).toEqual({ file: [fileTypeMessage('avatar')] });
    const big = await sendAvatar(token, Buffer.alloc(2 * MB + 1, 1), { sid });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: fileTooLargeMessage('avatar') });
    const broken = await sendAvatar(token, await sample.brokenPngBytes(), { sid });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toEqual({ message: MESSAGES.givenDataInvalid, errors: { file: [MESSAGES.imageError] } });
    const empty = await t.request({
      method: 'POST',
      url: URL,
      token,
      scope: { sid },
      ...(() => {
        const body = multipartBody([{ name: 'note', value: 'no file' }]);
        return { headers: body.headers, payload: body.payload };
      })(),
    });
    expect(empty.json().errors).toEqual({ file: [MESSAGES.required] });
    expect(await t.deps.db.select().from(files)).toHaveLength(0);
  });

  it('sets the avatar, shows it in /auth/me, serves it publicly, and releases the one it replaces', async () => {
    const token = await t.login('recruiter@acme.test');
    const sid = ids.site('acme/careers');
    const first = await sendAvatar(token, await sample.pngBytes(64, 64), { sid });
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().data.avatar;
    expect(firstUrl).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    expect(first.json().data).toMatchObject({ email: 'recruiter@acme.test', avatar: firstUrl });

    const me = await t.request({ method: 'GET', url: '/portal/auth/me', token });
    expect(me.json().avatar).toBe(firstUrl);
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await fileRow(idOf(firstUrl))).toMatchObject({ kind: 'avatar', site_id: sid });

    const second = await sendAvatar(token, await sample.jpegBytes(32, 32), { sid, filename: 'me.jpg' });
    expect(second.statusCode).toBe(200);
    const secondUrl: string = second.json().data.avatar;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await fileRow(idOf(firstUrl))).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/portal/auth/me', token })).json().avatar).toBe(secondUrl);

    const audit = await t.deps.db.select().from(auditEvents).where(eq(auditEvents.action, 'avatar_changed'));
    expect(audit).toHaveLength(2);
  });

  it("changes the caller's own avatar only", async () => {
    const before = await t.deps.db.select({ email: users.email, avatar: users.avatar }).from(users);
    const token = await t.login('admin@acme.test');
    const res = await sendAvatar(token, await sample.pngBytes(), { sid: ids.site('acme/careers') });
    expect(res.statusCode).toBe(200);
    const after = await t.deps.db.select({ email: users.email, avatar: users.avatar }).from(users);
    const changed = after.filter((row) => before.find((b) => b.email === row.email)?.avatar !== row.avatar);
    expect(changed.map((row) => row.email)).toEqual(['admin@acme.test']);
  });
});

describe('DELETE /portal/v1/user-account/avatar', () => {
  it('removes the avatar and deletes its file; removing none again is harmless', async () => {
    const token = await t.login('employer@acme.test');
    const set = await sendAvatar(token, await sample.pngBytes(), { sid: ids.site('acme/careers') });
    const url: string = set.json().data.avatar;

    const removed = await t.request({ method: 'DELETE', url: URL, token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.avatar).toBeNull();
    expect(await fileRow(idOf(url))).toBeUndefined();
    expect((await t.request({ method: 'GET', url: '/portal/auth/me', token })).json().avatar).toBeNull();

    const again = await t.request({ method: 'DELETE', url: URL, token });
    expect(again.statusCode).toBe(200);
  });
});

describe('PATCH /portal/v1/user-account', () => {
  it('renames the caller, on one line, and /auth/me shows the new name', async () => {
    const token = await t.login('staff@acme.test');
    const bad = await t.request({ method: 'PATCH', url: '/portal/v1/user-account', token, payload: { name: ' ' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: [MESSAGES.required] });
    const broken = await t.request({
      method: 'PATCH',
      url: '/portal/v1/user-account',
      token,
      payload: { name: 'Sam\nStaff' },
    });
    expect(broken.json().errors).toEqual({ name: [MESSAGES.singleLine] });

    const res = await t.request({
      method: 'PATCH',
      url: '/portal/v1/user-account',
      token,
      payload: { name: '  Sam Staff-Smith ', email: 'other@acme.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Sam Staff-Smith', email: 'staff@acme.test' });
    expect((await t.request({ method: 'GET', url: '/portal/auth/me', token })).json().name).toBe('Sam Staff-Smith');
  });
});
