import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { exports, mailOutbox, users } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';

const t = useTestApp({}, { worker: true });
const ids = t.ids;

async function waitForExport(id: string) {
  for (let i = 0; i < 100; i++) {
    const [row] = await t.deps.db.select().from(exports).where(eq(exports.id, id));
    if (row?.status !== 'pending') return row;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('export did not finish');
}

/** Parses our CSV (quoted cells may hold commas). */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)]
        .map((m) => m[1]?.replace(/^"|"$/g, '').replace(/""/g, '"') ?? '')
        .slice(0, -1),
    );
}

describe('POST /portal/v1/employers/export', () => {
  it('runs in the background, mails the requester a link, and the CSV rows equal the filtered list', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const filter = { search: 'a', sort: 'business_name', filter: { status: 'active' } };
    const res = await t.request({ method: 'POST', url: '/portal/v1/employers/export', token, scope, payload: filter });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.id as string;
    expect(res.json().data.status).toBe('pending');

    const row = await waitForExport(id);
    expect(row?.status).toBe('done');

    const list = await t.request({
      method: 'GET',
      url: '/portal/v1/employers?search=a&sort=business_name&filter[status]=active&per_page=100',
      token,
      scope,
    });
    const expected = list
      .json()
      .data.map((e: { id: number; business_name: string }) => [String(e.id), e.business_name]);

    const download = await t.request({ method: 'GET', url: `/portal/v1/exports/${id}/download`, token, scope });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseCsv(download.body);
    expect(header?.slice(0, 2)).toEqual(['id', 'business_name']);
    expect(rows.map((r) => [r[0], r[1]])).toEqual(expected);
    expect(row?.row_count).toBe(expected.length);

    const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, 'admin@acme.test'));
    expect(mail?.subject).toBe('Your employers export is ready');
    expect(mail?.text_body).toContain(`/exports/${id}`);
  });

  it('quotes a hostile value and neutralises the formula in each of its pieces', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const hostile = {
      type: 'business',
      business_name: 'ok;=1+1;x',
      contact_name: 'Eve',
      contact_email: 'eve@hostile.example',
      address: '1 Main St,@SUM(A1)',
    };
    const created = await t.request({ method: 'POST', url: '/portal/v1/employers', token, scope, payload: hostile });
    expect(created.statusCode).toBe(201);
    const payload = { search: 'ok;=1+1' };
    const res = await t.request({ method: 'POST', url: '/portal/v1/employers/export', token, scope, payload });
    const id = res.json().data.id as string;
    expect((await waitForExport(id))?.row_count).toBe(1);

    const csv = (await t.request({ method: 'GET', url: `/portal/v1/exports/${id}/download`, token, scope })).body;
    expect(csv).toContain(`,"ok;'=1+1;x",`);
    expect(csv).toContain(`,"1 Main St,'@SUM(A1)",`);
    const [header = [], row = []] = parseCsv(csv);
    expect(row[header.indexOf('business_name')]).toBe("ok;'=1+1;x");
    expect(row[header.indexOf('address')]).toBe("1 Main St,'@SUM(A1)");
  });

  it('lets nobody but the requester download it (404), not even the account owner', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const id = (
      await t.request({ method: 'POST', url: '/portal/v1/employers/export', token, scope, payload: {} })
    ).json().data.id as string;
    await waitForExport(id);
    const owner = await t.login('owner@acme.test');
    expect(
      (await t.request({ method: 'GET', url: `/portal/v1/exports/${id}/download`, token: owner, scope })).statusCode,
    ).toBe(404);
    const globex = await t.login('owner@globex.test');
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/portal/v1/exports/${id}/download`,
          token: globex,
          scope: { sid: ids.site('globex/talent') },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/portal/v1/exports/${id}`, token, scope })).json().data.status).toBe(
      'done',
    );
  });

  it('exports only the selected site, and refuses malformed filters', async () => {
    const token = await t.login('owner@globex.test');
    const scope = { sid: ids.site('globex/talent') };
    const bad = await t.request({
      method: 'POST',
      url: '/portal/v1/employers/export',
      token,
      scope,
      payload: { sort: 'secret' },
    });
    expect(bad.statusCode).toBe(422);
    const id = (
      await t.request({ method: 'POST', url: '/portal/v1/employers/export', token, scope, payload: {} })
    ).json().data.id as string;
    await waitForExport(id);
    const csv = (await t.request({ method: 'GET', url: `/portal/v1/exports/${id}/download`, token, scope })).body;
    expect(csv).not.toContain('Acme');
    expect(parseCsv(csv)).toHaveLength(4);
  });

  it('answers 409 while the export is still running', async () => {
    const token = await t.login('owner@globex.test');
    const scope = { sid: ids.site('globex/talent') };
    const [me] = await t.deps.db.select().from(users).where(eq(users.email, 'owner@globex.test'));
    const [pending] = await t.deps.db
      .insert(exports)
      .values({
        site_id: scope.sid,
        user_id: me?.id ?? 0,
        kind: 'employers',
        params: {},
        base_url: 'http://localhost:3000',
      })
      .returning();
    const res = await t.request({ method: 'GET', url: `/portal/v1/exports/${pending?.id}/download`, token, scope });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.exportNotReady });
  });
});
