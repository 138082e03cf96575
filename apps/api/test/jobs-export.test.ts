import { describe, expect, it } from 'vitest';
import { runExport } from '../src/modules/exports/index.js';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;
const url = '/portal/v1/jobs/export';

/** Requests the export, runs its job as the worker would, and reads the CSV back through the API. */
async function exported(token: string, scope: Record<string, number>, payload: Record<string, unknown>) {
  const res = await t.request({ method: 'POST', url, token, scope, payload });
  expect(res.statusCode).toBe(202);
  const id = res.json<{ data: { id: string } }>().data.id;
  await runExport(t.deps, id);
  const download = await t.request({ method: 'GET', url: `/portal/v1/exports/${id}/download`, token, scope });
  expect(download.statusCode).toBe(200);
  const [header, ...lines] = download.body.trim().split('\r\n');
  return { header, rows: lines.map((line) => line.split(',')) };
}

describe('POST /portal/v1/jobs/export', () => {
  it("writes the site's filtered, sorted jobs to CSV", async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const { header, rows } = await exported(token, scope, { sort: 'title', filter: { status: 'live' } });
    expect(header).toBe(
      'id,title,reference,employer,status,work_type,classification,advert_start_date,advert_end_date,key_contact,created_at',
    );
    expect(rows.map((row) => row[1])).toEqual(['Dental Receptionist', 'Pastry Chef']);
    expect(rows.every((row) => row[4] === 'live')).toBe(true);
  });

  it("gives an employer's own admin only its employer's jobs, whatever the body names", async () => {
    const token = await t.login('employer@acme.test');
    const bakery = ids.employer('Acme Bakery');
    const scope = { sid: ids.site('acme/careers'), empid: bakery };
    const listed = await t.request({ method: 'GET', url: '/portal/v1/jobs?per_page=100', token, scope });
    const own = listed.json<{ data: { title: string }[] }>().data.map((job) => job.title);
    const { rows } = await exported(token, scope, { sort: 'title', reach_employer_id: null });
    expect(rows.map((row) => row[1])).toEqual([...own].sort());
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set(['Acme Bakery']));
  });

  it("refuses an employer's user without the export right, and another account's staff the site", async () => {
    const scope = { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') };
    const staff = await t.login('staff@acme.test');
    expect((await t.request({ method: 'POST', url, token: staff, scope, payload: {} })).statusCode).toBe(403);
    const globex = await t.login('owner@globex.test');
    const site = { sid: ids.site('acme/careers') };
    expect((await t.request({ method: 'POST', url, token: globex, scope: site, payload: {} })).statusCode).toBe(403);
  });

  it('refuses a malformed filter with 422', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const res = await t.request({ method: 'POST', url, token, scope, payload: { filter: { status: 'sold' } } });
    expect(res.statusCode).toBe(422);
  });
});
