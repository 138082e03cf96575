import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@portal/contract';
import { useTestApp } from '../../../test/helper.js';
import { buildWorld, URL, type World } from '../../../test/applications-world.js';

const t = useTestApp();
let w: World;
beforeAll(async () => {
  w = await buildWorld(t);
});

type Row = { uuid: string; seeker: { name: string }; job: { title: string }; employer: { id: number }; status: string };
async function list(token: string, scope: object, query = '', url = URL) {
  const res = await t.request({ method: 'GET', url: `${url}?per_page=100${query}`, token, scope });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Row[]; meta: { total: number } }>();
}
const names = (page: { data: Row[] }) => page.data.map((row) => row.seeker.name);

describe('GET /portal/v1/applications', () => {
  it("shows staff the site's applications, newest first", async () => {
    const page = await list(w.tokens.admin, w.site);
    expect(names(page)).toEqual(['Dan Diver', 'Carol Cook', 'Bob Brown', 'Alice Archer']);
    expect(page.data[0]).toMatchObject({
      job: { title: 'Forklift Driver' },
      status: 'applied',
      employer: { id: w.other },
    });
  });

  it("shows an employer's own users only the applications to its employer's jobs", async () => {
    expect(names(await list(w.tokens.staff, w.asBakery))).toEqual(['Carol Cook', 'Bob Brown', 'Alice Archer']);
    expect(names(await list(w.tokens.employer, w.asBakery))).toEqual(['Carol Cook', 'Bob Brown', 'Alice Archer']);
  });

  it("never shows another site's applications, nor lets another account read this site", async () => {
    expect(names(await list(w.tokens.globex, w.asGlobex))).toEqual(['Greta Globex']);
    const res = await t.request({ method: 'GET', url: URL, token: w.tokens.globex, scope: w.site });
    expect(res.statusCode).toBe(403);
  });

  it("searches the candidate's name and email and the job's title", async () => {
    expect(names(await list(w.tokens.admin, w.site, '&search=archer'))).toEqual(['Alice Archer']);
    expect(names(await list(w.tokens.admin, w.site, `&search=${w.seekers.bob.email.slice(0, 9)}`))).toEqual([
      'Bob Brown',
    ]);
    expect(names(await list(w.tokens.admin, w.site, '&search=forklift'))).toEqual(['Dan Diver']);
    expect(names(await list(w.tokens.admin, w.site, '&search=globex'))).toEqual([]);
    expect(names(await list(w.tokens.staff, w.asBakery, '&search=diver'))).toEqual([]);
  });

  it('filters by job, employer, seeker, status, stage (or none) and date applied', async () => {
    const q = (query: string) => list(w.tokens.admin, w.site, query).then(names);
    expect(await q(`&filter[job]=${w.jobs.other.uuid}`)).toEqual(['Dan Diver']);
    expect(await q(`&filter[job]=${w.jobs.foreign.uuid}`)).toEqual([]);
    expect(await q(`&filter[employer]=${w.bakery}`)).toEqual(['Carol Cook', 'Bob Brown', 'Alice Archer']);
    expect(await q(`&filter[seeker]=${w.seekers.alice.uuid}`)).toEqual(['Alice Archer']);
    expect(await q('&filter[status]=withdrawn')).toEqual(['Carol Cook']);
    expect(await q('&filter[stage]=screening')).toEqual(['Bob Brown']);
    expect(await q('&filter[staged]=true')).toEqual(['Bob Brown']);
    expect(await q('&filter[staged]=false')).toEqual(['Dan Diver', 'Carol Cook', 'Alice Archer']);
    expect(await q('&filter[applied_from]=2026-10-05&filter[applied_to]=2026-10-10')).toEqual([
      'Carol Cook',
      'Bob Brown',
    ]);
    expect(await q('&sort=applied_at')).toEqual(['Alice Archer', 'Bob Brown', 'Carol Cook', 'Dan Diver']);
  });

  it('filters by tag for staff who read tags, and refuses a malformed filter with 422', async () => {
    const tag = await t.request({
      method: 'POST',
      url: '/portal/v1/site/tags',
      token: w.tokens.admin,
      scope: w.site,
      payload: { name: 'Strong' },
    });
    const tagId = tag.json<{ data: { id: number } }>().data.id;
    const put = await t.request({
      method: 'PUT',
      url: `${URL}/${w.apps.bob.uuid}/tags`,
      token: w.tokens.admin,
      scope: w.site,
      payload: { tag_ids: [tagId] },
    });
    expect(put.statusCode).toBe(200);
    expect(names(await list(w.tokens.admin, w.site, `&filter[tag]=${tagId}`))).toEqual(['Bob Brown']);
    const bad = await t.request({
      method: 'GET',
      url: `${URL}?filter[status]=hired`,
      token: w.tokens.admin,
      scope: w.site,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('GET /portal/v1/jobs/:uuid/applications', () => {
  it("lists one job's applications, whatever the job filter says", async () => {
    const url = `/portal/v1/jobs/${w.jobs.bakery.uuid}/applications`;
    const page = await list(w.tokens.staff, w.asBakery, `&filter[job]=${w.jobs.other.uuid}`, url);
    expect(names(page)).toEqual(['Carol Cook', 'Bob Brown', 'Alice Archer']);
  });

  it("answers 404 for another tenant's job and another employer's job", async () => {
    const get = (uuid: string, token: string, scope: object) =>
      t.request({ method: 'GET', url: `/portal/v1/jobs/${uuid}/applications`, token, scope });
    expect((await get(w.jobs.foreign.uuid, w.tokens.admin, w.site)).statusCode).toBe(404);
    expect((await get(w.jobs.other.uuid, w.tokens.staff, w.asBakery)).statusCode).toBe(404);
  });

  it('gives the jobs list and detail each job’s applications_count', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/portal/v1/jobs/${w.jobs.bakery.uuid}/detail`,
      token: w.tokens.admin,
      scope: w.site,
    });
    expect(res.json<{ data: { applications_count: number } }>().data.applications_count).toBe(3);
  });
});

describe('GET /portal/v1/application-statuses', () => {
  it('lists the statuses with their labels, in order', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/portal/v1/application-statuses',
      token: w.tokens.staff,
      scope: w.asBakery,
    });
    expect(res.json<{ data: { value: string }[] }>().data.map((s) => s.value)).toEqual([...APPLICATION_STATUSES]);
  });
});
