import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '@portal/contract';
import { useTestApp } from './helper.js';
import { jobCallers } from './jobs-lifecycle-helper.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/jobs';

const { admin } = jobCallers(t);
const titles = (res: { json(): { data: { title: string }[] } }) => res.json().data.map((job) => job.title);

describe('GET /portal/v1/jobs', () => {
  it("lists the site's seeded jobs, newest first, with their employer and the total", async () => {
    const { token, scope } = await admin();
    const res = await t.request({ method: 'GET', url: base, token, scope });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ current_page: 1, total: 7, last_page: 1 });
    const [first] = res.json().data;
    expect(first).toMatchObject({
      status: expect.any(String),
      employer: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(first).not.toHaveProperty('id');
  });

  it('pages, sorts by title both ways, and keeps pages disjoint', async () => {
    const { token, scope } = await admin();
    const one = await t.request({ method: 'GET', url: `${base}?sort=title&per_page=3`, token, scope });
    const two = await t.request({ method: 'GET', url: `${base}?sort=title&per_page=3&page=2`, token, scope });
    expect(one.json().meta).toMatchObject({ per_page: 3, total: 7, last_page: 3 });
    expect(titles(one)).toEqual(['Barista', 'Dental Receptionist', 'Junior Accountant']);
    expect(titles(two)).toEqual(['Night Porter', 'Pastry Chef', 'Site Supervisor']);
    const down = await t.request({ method: 'GET', url: `${base}?sort=-title&per_page=1`, token, scope });
    expect(titles(down)).toEqual(['Warehouse Assistant']);
  });

  it('filters by status, work type, classification and employer, and searches title and reference', async () => {
    const { token, scope } = await admin();
    const get = (query: string) => t.request({ method: 'GET', url: `${base}?${query}`, token, scope });
    expect(titles(await get('filter[status]=live&sort=title'))).toEqual(['Dental Receptionist', 'Pastry Chef']);
    expect(titles(await get('filter[work_type]=part_time&sort=title'))).toEqual(['Barista', 'Dental Receptionist']);
    expect(titles(await get('filter[classification]=hospitality&filter[status]=rejected'))).toEqual(['Night Porter']);
    const bakery = ids.employer('Acme Bakery');
    const own = await get(`filter[employer]=${bakery}`);
    expect(own.json().data.every((job: { employer: { id: number } }) => job.employer.id === bakery)).toBe(true);
    expect(own.json().meta.total).toBeGreaterThan(0);
    expect(titles(await get('search=chef'))).toEqual(['Pastry Chef']);
    expect(titles(await get('search=JOB-103'))).toEqual(['Site Supervisor']);
    expect((await get('filter[status]=paused')).statusCode).toBe(422);
  });

  it("shows an employer's own user only that employer's jobs, in the rows and in the total", async () => {
    const token = await t.login('employer@acme.test');
    const bakery = ids.employer('Acme Bakery');
    const scope = { sid: ids.site('acme/careers'), empid: bakery };
    const res = await t.request({ method: 'GET', url: `${base}?per_page=100`, token, scope });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { employer: { id: number } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((job) => job.employer.id === bakery)).toBe(true);
    expect(res.json().meta.total).toBe(rows.length);
    const other = await t.request({
      method: 'GET',
      url: `${base}?filter[employer]=${ids.employer('Bright Dental')}`,
      token,
      scope,
    });
    expect(other.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});

describe('GET /portal/v1/jobs/:uuid/detail', () => {
  it('answers every field of the job, its key contact and its authors', async () => {
    const { token, scope } = await admin();
    const list = await t.request({ method: 'GET', url: `${base}?search=Pastry`, token, scope });
    const { uuid } = list.json().data[0];
    const res = await t.request({ method: 'GET', url: `${base}/${uuid}/detail`, token, scope });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      uuid,
      title: 'Pastry Chef',
      status: 'live',
      reference: 'JOB-101',
      pay_type: 'annual',
      currency: 'USD',
      salary_min: 45_000,
      salary_max: 55_000,
      key_contact: null,
    });
  });

  it('answers a uuid that names no job with 404', async () => {
    const { token, scope } = await admin();
    const res = await t.request({ method: 'GET', url: `${base}/${crypto.randomUUID()}/detail`, token, scope });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Not found.' }]);
  });
});

describe('GET /portal/v1/job-statuses', () => {
  it('answers the statuses as value/label pairs, to anyone who may read jobs', async () => {
    const token = await t.login('staff@acme.test');
    const scope = { sid: ids.site('acme/careers'), empid: ids.employer('Acme Bakery') };
    const res = await t.request({ method: 'GET', url: '/portal/v1/job-statuses', token, scope });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { value: string }) => s.value)).toEqual([...JOB_STATUSES]);
    expect(res.json().data).toContainEqual({ value: 'on_hold', label: 'On hold' });
  });
});
