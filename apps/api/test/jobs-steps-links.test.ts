import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { consultants, sites, tags } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';
import { jobCallers } from './jobs-lifecycle-helper.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/jobs';

const { admin, bakeryAdmin } = jobCallers(t);
type Who = Awaited<ReturnType<typeof admin>>;

/** A seeded consultant or tag of a site, by name. */
async function consultant(sitePath: string, name: string) {
  const [row] = await t.deps.db
    .select({ id: consultants.id })
    .from(consultants)
    .where(and(eq(consultants.site_id, ids.site(sitePath)), eq(consultants.name, name)));
  if (!row) throw new Error(`no consultant ${name}`);
  return row.id;
}
async function tag(sitePath: string, name: string) {
  const [row] = await t.deps.db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(tags)
    .innerJoin(sites, eq(sites.id, tags.site_id))
    .where(and(eq(tags.site_id, ids.site(sitePath)), eq(tags.name, name)));
  if (!row) throw new Error(`no tag ${name}`);
  return row;
}

async function draft(who: Who, payload: object = {}) {
  const body = { title: 'Barista', employer_id: ids.employer('Acme Bakery'), ...payload };
  const res = await t.request({ method: 'POST', url: base, ...who, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { uuid: string; consultants: { id: number; name: string }[] };
}
const invalidOn = (field: string, message: string = MESSAGES.invalid) => ({
  message: MESSAGES.givenDataInvalid,
  errors: { [field]: [message] },
});

describe('consultants shown on a job', () => {
  it('shows the chosen consultants by name, in the order chosen, and replaces them on a patch', async () => {
    const who = await admin();
    const [chloe, daniel, priya] = await Promise.all(
      ['Chloe Carter', 'Daniel Okafor', 'Priya Raman'].map((name) => consultant('acme/careers', name)),
    );
    const job = await draft(who, { consultant_ids: [daniel, chloe, daniel] });
    expect(job.consultants).toMatchObject([
      { id: daniel, name: 'Daniel Okafor', job_title: 'Hospitality Recruiter', active: true },
      { id: chloe, name: 'Chloe Carter' },
    ]);
    const res = await t.request({
      method: 'PATCH',
      url: `${base}/${job.uuid}`,
      ...who,
      payload: { consultant_ids: [priya] },
    });
    expect(res.json().data.consultants.map((c: { name: string }) => c.name)).toEqual(['Priya Raman']);
  });

  it("refuses another site's consultant, and an inactive one newly added, with 422 on the field", async () => {
    const who = await admin();
    const post = (consultant_ids: number[]) =>
      t.request({
        method: 'POST',
        url: base,
        ...who,
        payload: { title: 'Cook', employer_id: ids.employer('Acme Bakery'), consultant_ids },
      });
    const foreign = await consultant('globex/talent', 'Chloe Carter');
    expect((await post([foreign])).json()).toEqual(invalidOn('consultant_ids'));
    const inactive = await consultant('acme/careers', 'Marc Lefèvre');
    expect((await post([inactive])).json()).toEqual(invalidOn('consultant_ids'));
  });

  it("refuses an employer's user changing who is shown or the tags with 403, and takes lists that change nothing", async () => {
    const staff = await admin();
    const bakery = await bakeryAdmin();
    const chloe = await consultant('acme/careers', 'Chloe Carter');
    const daniel = await consultant('acme/careers', 'Daniel Okafor');
    const urgent = await tag('acme/careers', 'Urgent');
    // The wizard's empty defaults on a new draft change nothing.
    const own = await draft(bakery, { employer_id: undefined, consultant_ids: [], tag_ids: [] });
    const url = `${base}/${own.uuid}`;
    const patch = (who: Who, payload: object) => t.request({ method: 'PATCH', url, ...who, payload });
    expect((await patch(bakery, { consultant_ids: [chloe] })).statusCode).toBe(403);
    expect((await patch(bakery, { tag_ids: [urgent.id] })).statusCode).toBe(403);
    expect((await patch(staff, { consultant_ids: [chloe, daniel], tag_ids: [urgent.id] })).statusCode).toBe(200);
    // The same consultants sent back with the rest of the form are not a change.
    const same = await patch(bakery, { title: 'Head Barista', consultant_ids: [chloe, daniel] });
    expect(same.statusCode, same.body).toBe(200);
    expect((await patch(bakery, { consultant_ids: [daniel, chloe] })).statusCode).toBe(403);
    expect((await patch(bakery, { tag_ids: [] })).statusCode).toBe(403);
    const shown = (await t.request({ method: 'GET', url: `${url}/detail`, ...staff })).json().data;
    expect(shown.consultants.map((c: { id: number }) => c.id)).toEqual([chloe, daniel]);
    expect(shown.tags).toEqual([urgent]);
  });
});

describe('tags of a job', () => {
  it('sets tags in the body and through /tags, and reads them by name', async () => {
    const who = await admin();
    const [urgent, graduate] = await Promise.all([tag('acme/careers', 'Urgent'), tag('acme/careers', 'Graduate')]);
    const job = await draft(who, { tag_ids: [urgent.id] });
    const url = `${base}/${job.uuid}/tags`;
    expect((await t.request({ method: 'GET', url, ...who })).json()).toEqual({ data: [urgent] });
    const put = await t.request({ method: 'PUT', url, ...who, payload: { tag_ids: [urgent.id, graduate.id] } });
    expect(put.json()).toEqual({ data: [graduate, urgent] });
    const shown = await t.request({ method: 'GET', url: `${base}/${job.uuid}/detail`, ...who });
    expect(shown.json().data.tags).toEqual([graduate, urgent]);
  });

  it("refuses another site's tag with 422 on tag_ids, in the body and through /tags", async () => {
    const who = await admin();
    const foreign = await tag('globex/talent', 'Urgent');
    const res = await t.request({
      method: 'POST',
      url: base,
      ...who,
      payload: { title: 'Cook', employer_id: ids.employer('Acme Bakery'), tag_ids: [foreign.id] },
    });
    expect(res.json()).toEqual(invalidOn('tag_ids'));
    const job = await draft(who);
    const put = await t.request({
      method: 'PUT',
      url: `${base}/${job.uuid}/tags`,
      ...who,
      payload: { tag_ids: [foreign.id] },
    });
    expect(put.json()).toEqual(invalidOn('tag_ids'));
  });

  it("answers another account's job as missing (404) on /tags, and an employer's user 403", async () => {
    const globex = { token: await t.login('owner@globex.test'), scope: { sid: ids.site('globex/talent') } };
    const theirs = (await t.request({ method: 'GET', url: base, ...globex })).json().data[0];
    const who = await admin();
    const url = `${base}/${theirs.uuid}/tags`;
    expect((await t.request({ method: 'GET', url, ...who })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url, ...who, payload: { tag_ids: [] } })).statusCode).toBe(404);
    const bakery = await bakeryAdmin();
    const own = await draft(bakery, { employer_id: undefined });
    const mine = `${base}/${own.uuid}/tags`;
    expect((await t.request({ method: 'GET', url: mine, ...bakery })).statusCode).toBe(403);
    const detail = await t.request({ method: 'GET', url: `${base}/${own.uuid}/detail`, ...bakery });
    expect(detail.json().data.tags).toEqual([]);
  });
});

describe('GET /portal/v1/jobs filtered by consultant and tag', () => {
  it('lists only the jobs that show the consultant, or carry the tag', async () => {
    const who = await admin();
    const [priya, remote] = await Promise.all([
      consultant('acme/careers', 'Priya Raman'),
      tag('acme/careers', 'Remote friendly'),
    ]);
    const shown = await draft(who, { title: 'Shown by Priya', consultant_ids: [priya] });
    const tagged = await draft(who, { title: 'Tagged remote', tag_ids: [remote.id] });
    const neither = await draft(who, { title: 'Neither' });
    const list = async (query: string) =>
      (await t.request({ method: 'GET', url: `${base}?${query}&per_page=100`, ...who }))
        .json()
        .data.map((j: { uuid: string }) => j.uuid);
    // Other tests of this file show Priya on jobs too: the three drafts here decide.
    const ours = (uuids: string[]) => uuids.filter((uuid) => [shown.uuid, tagged.uuid, neither.uuid].includes(uuid));
    expect(ours(await list(`filter[consultant]=${priya}`))).toEqual([shown.uuid]);
    expect(ours(await list(`filter[tag]=${remote.id}`))).toEqual([tagged.uuid]);
    expect(ours(await list(`filter[tag]=${remote.id}&filter[consultant]=${priya}`))).toEqual([]);
    expect(ours(await list('sort=-created_at'))).toEqual([neither.uuid, tagged.uuid, shown.uuid]);
  });

  it("refuses a tag filter to an employer's user (tags are the staff's labels) with 403", async () => {
    const remote = await tag('acme/careers', 'Remote friendly');
    const res = await t.request({ method: 'GET', url: `${base}?filter[tag]=${remote.id}`, ...(await bakeryAdmin()) });
    expect(res.statusCode).toBe(403);
  });
});
