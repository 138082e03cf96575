import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shownJobStatus, todayUtc } from '@portal/contract';
import { queryRows } from '../../db/client.js';
import { apply, DOMAINS, jobOf, publicPath } from '../../../test/candidate-site-helper.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();
const careers = () => t.ids.site('acme/careers');
const get = (url: string) => t.request({ method: 'GET', url });
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('a live job whose advert starts tomorrow (decision 0068)', () => {
  it('is shown as scheduled, not live, and stays off the candidate site until its day', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    await t.deps.db.execute(sql`update jobs set advert_start_date = ${tomorrow()} where id = ${dental.id}`);
    expect(shownJobStatus({ status: 'live', advert_start_date: tomorrow() })).toBe('scheduled');
    expect(shownJobStatus({ status: 'live', advert_start_date: todayUtc() })).toBe('live');

    const list = await get(publicPath(DOMAINS.careers));
    expect(list.json().data.map((job: { title: string }) => job.title)).toEqual(['Pastry Chef']);
    expect((await get(publicPath(DOMAINS.careers, `/${dental.uuid}`))).statusCode).toBe(404);
    const applied = await apply(t, DOMAINS.careers, dental.uuid, { email: 'early@example.test' });
    expect(applied.statusCode).toBe(404);

    await t.deps.db.execute(sql`update jobs set advert_start_date = ${todayUtc()} where id = ${dental.id}`);
    expect((await get(publicPath(DOMAINS.careers, `/${dental.uuid}`))).statusCode).toBe(200);
  });
});

describe('the demo seed', () => {
  it('gives every job that left draft its application preference: candidates apply on the site', async () => {
    const rows = await queryRows<{ status: string; apply_on: string | null }>(
      t.deps.db,
      sql`select status, apply_on from jobs where status <> 'draft'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.apply_on !== 'site')).toEqual([]);
  });
});
