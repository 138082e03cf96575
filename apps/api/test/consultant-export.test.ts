import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exports } from '../src/db/schema/index.js';
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

describe('POST /portal/v1/consultants/export', () => {
  it('writes the filtered, sorted list of the selected site to CSV in the background', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const payload = { sort: '-name', filter: { active: 'true' } };
    const res = await t.request({ method: 'POST', url: '/portal/v1/consultants/export', token, scope, payload });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.id as string;
    const row = await waitForExport(id);
    expect(row?.status).toBe('done');
    expect(row?.row_count).toBe(3);

    const download = await t.request({ method: 'GET', url: `/portal/v1/exports/${id}/download`, token, scope });
    expect(download.statusCode).toBe(200);
    const [header, ...lines] = download.body.trim().split('\r\n');
    expect(header).toBe('id,name,email,phone,job_title,active,user_email,created_at');
    expect(lines.map((line) => line.split(',')[1])).toEqual(['Priya Raman', 'Daniel Okafor', 'Chloe Carter']);
    expect(lines.every((line) => line.includes('@careers.consultants.test,'))).toBe(true);
  });

  it('refuses a malformed filter with 422', async () => {
    const token = await t.login('admin@acme.test');
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/consultants/export',
      token,
      scope: { sid: ids.site('acme/careers') },
      payload: { filter: { active: 'maybe' } },
    });
    expect(res.statusCode).toBe(422);
  });
});
