import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_KINDS } from '@portal/contract';
import { insertJob } from './candidate-fixture.js';
import { useTestApp } from './helper.js';
import { keysOf, kindKeys, zephyrSite, type SearchedSite } from './search-world.js';

const t = useTestApp();
const ids = t.ids;
const url = (q: string, types?: string) =>
  `/portal/v1/search?q=${encodeURIComponent(q)}${types === undefined ? '' : `&types=${types}`}`;

let careers: SearchedSite;
let otherSite: SearchedSite;
let foreign: SearchedSite;

const as = async (email: string, site: string, employer?: string) => ({
  token: await t.login(email),
  scope: { sid: ids.site(site), ...(employer ? { empid: ids.employer(employer) } : {}) },
});
type Caller = Awaited<ReturnType<typeof as>>;
const search = (caller: Caller, q: string, types?: string) =>
  t.request({ method: 'GET', url: url(q, types), token: caller.token, scope: caller.scope });

beforeAll(async () => {
  careers = await zephyrSite(t, ids.site('acme/careers'), ids.employer('Acme Bakery'), ids.employer('Bright Dental'));
  const northwind = ids.employer('Northwind Traders');
  otherSite = await zephyrSite(t, ids.site('acme/jobs'), northwind, northwind);
  const globex = ids.employer('Globex Manufacturing');
  foreign = await zephyrSite(t, ids.site('globex/talent'), globex, globex);
});

const everyKey = (site: SearchedSite) => [
  site.jobs.own,
  site.jobs.other,
  String(site.employer),
  site.seeker,
  site.applications.own,
  site.applications.other,
  String(site.consultant),
];

describe('GET /portal/v1/search', () => {
  it("finds each kind of the selected site for a site admin, grouped in the palette's order", async () => {
    const res = await search(await as('admin@acme.test', 'acme/careers'), 'zephyr');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { kind: string; hits: { key: string }[] }[] }>();
    expect(body.data.map((group) => group.kind)).toEqual([...SEARCH_KINDS]);
    expect(kindKeys(body, 'jobs')).toEqual(expect.arrayContaining([careers.jobs.own, careers.jobs.other]));
    expect(kindKeys(body, 'employers')).toEqual([String(careers.employer)]);
    expect(kindKeys(body, 'seekers')).toEqual([careers.seeker]);
    expect(kindKeys(body, 'applications')?.sort()).toEqual(
      [careers.applications.own, careers.applications.other].sort(),
    );
    expect(kindKeys(body, 'consultants')).toEqual([String(careers.consultant)]);
  });

  it("never returns another site's or another account's rows, of any kind", async () => {
    const keys = keysOf((await search(await as('owner@acme.test', 'acme/careers'), 'zephyr')).json());
    for (const key of [...everyKey(otherSite), ...everyKey(foreign)]) expect(keys).not.toContain(key);
    const globex = keysOf((await search(await as('owner@globex.test', 'globex/talent'), 'zephyr')).json());
    expect(globex.sort()).toEqual(everyKey(foreign).sort());
  });

  it("refuses another account's site as the selection (403), whatever the term", async () => {
    const intruder = { token: await t.login('owner@globex.test'), scope: { sid: ids.site('acme/careers') } };
    expect((await search(intruder, 'zephyr')).statusCode).toBe(403);
  });

  it("gives an employer's user its own jobs and their applications only, and no candidates, employers or consultants", async () => {
    const res = await search(await as('employer@acme.test', 'acme/careers', 'Acme Bakery'), 'zephyr');
    const body = res.json<{ data: { kind: string; hits: { key: string }[] }[] }>();
    expect(body.data.map((group) => group.kind)).toEqual(['jobs', 'applications']);
    expect(kindKeys(body, 'jobs')).toEqual([careers.jobs.own]);
    expect(kindKeys(body, 'applications')).toEqual([careers.applications.own]);
  });

  it('searches only the kinds asked for (types), and refuses an unknown kind with 422', async () => {
    const admin = await as('admin@acme.test', 'acme/careers');
    const body = (await search(admin, 'zephyr', 'seekers,consultants')).json<{ data: { kind: string }[] }>();
    expect(body.data.map((group) => group.kind)).toEqual(['seekers', 'consultants']);
    const refused = await search(admin, 'zephyr', 'jobs,users');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: { 'types.1': ['This value is invalid.'] },
    });
  });

  it('refuses a term under two characters with 422, before reading anything', async () => {
    const admin = await as('admin@acme.test', 'acme/careers');
    for (const q of ['z', '  z  ', '']) {
      const res = await search(admin, q);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.q).toHaveLength(1);
    }
    expect(
      (await t.request({ method: 'GET', url: '/portal/v1/search', token: admin.token, scope: admin.scope })).statusCode,
    ).toBe(422);
  });

  it('asks for a signed-in caller (401)', async () => {
    expect(
      (await t.request({ method: 'GET', url: url('zephyr'), scope: { sid: ids.site('acme/careers') } })).statusCode,
    ).toBe(401);
  });

  it('ranks the exact match first, then what starts with the term, then the newest', async () => {
    const db = t.deps.db;
    const siteId = ids.site('acme/careers');
    const employerId = ids.employer('Acme Bakery');
    const exact = await insertJob({ db }, { siteId, employerId, title: 'Quokka' });
    const inside = await insertJob({ db }, { siteId, employerId, title: 'Senior Quokka Keeper' });
    const starts = await insertJob({ db }, { siteId, employerId, title: 'Quokka Keeper' });
    const res = await search(await as('admin@acme.test', 'acme/careers'), 'quokka', 'jobs');
    expect(kindKeys(res.json(), 'jobs')).toEqual([exact.uuid, starts.uuid, inside.uuid]);
    expect(
      kindKeys((await search(await as('admin@acme.test', 'acme/careers'), 'ZP-100', 'jobs')).json(), 'jobs'),
    ).toEqual([careers.jobs.own]);
  });

  it('matches a two-letter term where a word starts with it, not inside a word', async () => {
    const admin = await as('admin@acme.test', 'acme/careers');
    expect(kindKeys((await search(admin, 'qu', 'seekers')).json(), 'seekers')).toContain(careers.seeker);
    expect(kindKeys((await search(admin, 'ph', 'seekers')).json(), 'seekers')).not.toContain(careers.seeker);
  });

  it('takes LIKE wildcards literally', async () => {
    const body = (await search(await as('admin@acme.test', 'acme/careers'), '%_%')).json();
    expect(keysOf(body)).toEqual([]);
  });

  it('answers at most five hits of a kind', async () => {
    const db = t.deps.db;
    const siteId = ids.site('acme/careers');
    const employerId = ids.employer('Acme Bakery');
    for (let i = 0; i < 7; i++) await insertJob({ db }, { siteId, employerId, title: `Wombat ${i}` });
    const res = await search(await as('admin@acme.test', 'acme/careers'), 'wombat', 'jobs');
    expect(kindKeys(res.json(), 'jobs')).toHaveLength(5);
  });
});
