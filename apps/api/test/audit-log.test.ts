import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { runExport } from '../src/modules/exports/index.js';
import { useTestApp } from './helper.js';
import { userIdOf } from './impersonation-helper.js';

// Decision 0095: the audit log operators read — who, as whom, what changed, when and from where.
const t = useTestApp();
const url = '/portal/v1/audit';
let careers: number;
let jobsSite: number;
let talent: number;
let owner: number;
let admin: number;

type Entry = {
  id: number;
  actor: { id: number; name: string; impersonator: { id: number; name: string } | null } | null;
  action: string;
  subject: string;
  subject_id: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  client_address: string | null;
  created_at: string;
};

const consultant = (name: string, job_title: string) => ({ name, email: `${name.split(' ')[0]}@cons.test`, job_title });

/** Creates then renames a consultant's job title in `sid`, as `token`, from `address`: two audit rows. */
async function createAndRetitle(token: string, sid: number, name: string, address = '127.0.0.1') {
  const created = await t.request({
    method: 'POST',
    url: '/portal/v1/consultants',
    token,
    scope: { sid },
    payload: consultant(name, 'Recruiter'),
    remoteAddress: address,
  });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ data: { id: number } }>().data.id;
  const updated = await t.request({
    method: 'PUT',
    url: `/portal/v1/consultants/${id}`,
    token,
    scope: { sid },
    payload: consultant(name, 'Head of Talent'),
    remoteAddress: address,
    // Not trusted (TRUST_PROXY is off): the address is the connection's, never this header's.
    headers: { 'x-forwarded-for': '198.51.100.66' },
  });
  expect(updated.statusCode).toBe(200);
  return String(id);
}

async function list(email: string, sid: number, query = '') {
  const res = await t.request({ method: 'GET', url: `${url}${query}`, token: await t.login(email), scope: { sid } });
  return res;
}

const entries = async (email: string, sid: number, query = '') =>
  (await list(email, sid, query)).json<{ data: Entry[] }>().data;

let careersConsultant: string;
let jobsConsultant: string;
let talentConsultant: string;

beforeAll(async () => {
  careers = t.ids.site('acme/careers');
  jobsSite = t.ids.site('acme/jobs');
  talent = t.ids.site('globex/talent');
  owner = await userIdOf(t, 'owner@acme.test');
  admin = await userIdOf(t, 'admin@acme.test');
  careersConsultant = await createAndRetitle(await t.login('admin@acme.test'), careers, 'Carla Careers', '203.0.113.7');
  jobsConsultant = await createAndRetitle(await t.login('owner@acme.test'), jobsSite, 'Jonas Jobs');
  talentConsultant = await createAndRetitle(await t.login('owner@globex.test'), talent, 'Tara Talent');
});

describe('GET /portal/v1/audit', () => {
  it.each([
    ['owner@acme.test', 200],
    ['manager@acme.test', 200],
    ['admin@acme.test', 200],
    ['recruiter@acme.test', 403],
  ])('answers %s with %i in their site', async (email, status) => {
    expect((await list(email, careers)).statusCode).toBe(status);
  });

  it("refuses an employer's members, even with the employer selected", async () => {
    for (const email of ['employer@acme.test', 'staff@acme.test']) {
      const scope = { sid: careers, empid: t.ids.employer('Acme Bakery') };
      const res = await t.request({ method: 'GET', url, token: await t.login(email), scope });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await t.request({ method: 'GET', url, scope: { sid: careers } })).statusCode).toBe(401);
  });

  it('records an update with the changed fields before and after, who and from where', async () => {
    const [updated] = await entries(
      'owner@acme.test',
      careers,
      `?filter[subject]=consultant&filter[subject_id]=${careersConsultant}&filter[action]=updated`,
    );
    expect(updated).toMatchObject({
      actor: { id: admin, name: 'Ada Admin', impersonator: null },
      subject: 'consultant',
      subject_id: careersConsultant,
      changes: { job_title: { from: 'Recruiter', to: 'Head of Talent' } },
      client_address: '203.0.113.7',
    });
    expect(Object.keys(updated?.changes ?? {})).toEqual(['job_title']);
  });

  it('lists the site newest first and pages on the server', async () => {
    const all = await entries('owner@acme.test', careers, '?per_page=100');
    const times = all.map((e) => `${e.created_at}#${String(e.id).padStart(9, '0')}`);
    expect(times).toEqual([...times].sort().reverse());
    const page = await list('owner@acme.test', careers, '?per_page=1&page=2');
    expect(page.json()).toMatchObject({
      data: [{ id: all[1]?.id }],
      meta: { current_page: 2, per_page: 1, total: all.length },
    });
  });

  it('filters by person (as actor or as the impersonator behind them), action, subject and days', async () => {
    const byAdmin = await entries('owner@acme.test', careers, `?filter[person]=${admin}`);
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((e) => e.actor?.id === admin || e.actor?.impersonator?.id === admin)).toBe(true);
    expect(await entries('owner@acme.test', careers, `?filter[person]=${owner}&filter[subject]=consultant`)).toEqual(
      [],
    );
    const created = await entries('owner@acme.test', careers, '?filter[action]=created&filter[subject]=consultant');
    expect(created.map((e) => e.subject_id)).toEqual([careersConsultant]);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [today, tomorrow, yesterday] = [day(0), day(1), day(-1)];
    const madeToday = await entries(
      'owner@acme.test',
      careers,
      `?per_page=100&filter[from]=${today}&filter[to]=${today}`,
    );
    expect(madeToday.map((e) => e.subject_id)).toContain(careersConsultant);
    const madeBefore = await entries('owner@acme.test', careers, `?per_page=100&filter[to]=${yesterday}`);
    expect(madeBefore.map((e) => e.subject_id)).not.toContain(careersConsultant);
    expect(await entries('owner@acme.test', careers, `?filter[from]=${tomorrow}`)).toEqual([]);
    const backwards = await list('owner@acme.test', careers, `?filter[from]=${tomorrow}&filter[to]=${today}`);
    expect(backwards.statusCode).toBe(422);
    expect((await list('owner@acme.test', careers, '?filter[person]=x')).statusCode).toBe(422);
  });

  it("never shows another site's rows, nor another account's", async () => {
    const ofCareers = (await entries('owner@acme.test', careers, '?per_page=100')).map((e) => e.subject_id);
    expect(ofCareers).toContain(careersConsultant);
    expect(ofCareers).not.toContain(jobsConsultant);
    expect(ofCareers).not.toContain(talentConsultant);
    const ofJobs = (await entries('owner@acme.test', jobsSite, '?per_page=100')).map((e) => e.subject_id);
    expect(ofJobs).toContain(jobsConsultant);
    expect(ofJobs).not.toContain(careersConsultant);
    const ofTalent = (await entries('owner@globex.test', talent, '?per_page=100')).map((e) => e.subject_id);
    expect(ofTalent).toContain(talentConsultant);
    expect(ofTalent).not.toEqual(expect.arrayContaining([careersConsultant]));
    expect(ofTalent).not.toContain(jobsConsultant);
    // A site admin holds the right in their site only; another account's owner has no acme site.
    expect((await list('admin@acme.test', jobsSite)).statusCode).toBe(403);
    expect((await list('owner@globex.test', careers)).statusCode).toBe(403);
  });
});

describe('a change made through an impersonation', () => {
  it('names the staff member behind the user', async () => {
    const opened = await t.request({
      method: 'POST',
      url: `/portal/v1/impersonate/users/${admin}`,
      token: await t.login('owner@acme.test'),
      scope: { sid: careers },
      payload: { redirect_path: '/' },
    });
    expect(opened.statusCode).toBe(200);
    const child = opened.json<{ access_token: string }>().access_token;
    const created = await t.request({
      method: 'POST',
      url: '/portal/v1/consultants',
      token: child,
      scope: { sid: careers },
      payload: consultant('Ivy Impersonated', 'Recruiter'),
    });
    expect(created.statusCode).toBe(201);
    const id = String(created.json<{ data: { id: number } }>().data.id);
    const [row] = await entries('owner@acme.test', careers, `?filter[subject_id]=${id}`);
    expect(row?.actor).toEqual({ id: admin, name: 'Ada Admin', impersonator: { id: owner, name: 'Olivia Owner' } });
    expect(
      (await entries('owner@acme.test', careers, `?filter[person]=${owner}&filter[subject_id]=${id}`)).length,
    ).toBe(1);
  });
});

describe('POST /portal/v1/audit/export', () => {
  it('writes the filtered audit of the site to CSV, and the export is itself audited', async () => {
    const token = await t.login('manager@acme.test');
    const scope = { sid: careers };
    const payload = { filter: { subject: 'consultant', subject_id: careersConsultant } };
    const res = await t.request({ method: 'POST', url: `${url}/export`, token, scope, payload });
    expect(res.statusCode).toBe(202);
    const id = res.json<{ data: { id: string } }>().data.id;
    await runExport(t.deps, id);
    const download = await t.request({ method: 'GET', url: `/portal/v1/exports/${id}/download`, token, scope });
    const [header, ...lines] = download.body.trim().split('\r\n');
    expect(header).toBe('date,user,impersonator,action,subject,subject_id,changes,details,client_address');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(',Ada Admin,,updated,consultant,');
    expect(lines[0]).toContain('Head of Talent');
    expect(lines.join('\n')).not.toContain('Jonas');
    const [requested] = await entries('owner@acme.test', careers, '?filter[subject]=export');
    expect(requested).toMatchObject({ action: 'requested', subject_id: id, actor: { name: 'Max Manager' } });
    const recruiter = await t.login('recruiter@acme.test');
    expect(
      (await t.request({ method: 'POST', url: `${url}/export`, token: recruiter, scope, payload: {} })).statusCode,
    ).toBe(403);
  });
});

describe('the audit in the database', () => {
  it('finds an action under the older name it was recorded as (a product `create` is `created`)', async () => {
    const product = '7d0d6a36-6f0a-4f55-9a43-0c1a2d3e4f50';
    await t.deps.db.execute(
      sql`insert into audit_events (site_id, actor_id, subject, subject_id, action) values (${careers}, ${owner}, 'product', ${product}, 'create')`,
    );
    const created = await entries('owner@acme.test', careers, '?per_page=100&filter[action]=created');
    expect(created.filter((e) => e.subject_id === product).map((e) => e.action)).toEqual(['create']);
    expect(created.map((e) => e.subject_id)).toContain(careersConsultant);
    const updated = await entries('owner@acme.test', careers, '?per_page=100&filter[action]=updated');
    expect(updated.map((e) => e.subject_id)).not.toContain(product);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of its rows', async () => {
    const before = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from audit_events`);
    const statements = [
      sql`update audit_events set action = 'nothing happened'`,
      sql`update audit_events set actor_id = null where actor_id = ${admin}`,
      sql`delete from audit_events where site_id = ${careers}`,
      sql`truncate audit_events`,
    ];
    for (const statement of statements) {
      await expect(t.deps.db.execute(statement)).rejects.toThrow();
    }
    const after = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from audit_events`);
    expect(after).toEqual(before);
  });

  it("lets a deleted user's rows keep everything but the user's id (the foreign key's SET NULL)", async () => {
    const [user] = await queryRows<{ id: number }>(
      t.deps.db,
      sql`insert into users (enterprise_id, email, name, password_hash)
          select enterprise_id, 'gone@acme.test', 'Gone User', password_hash from users where id = ${admin}
          returning id`,
    );
    const gone = Number(user?.id);
    await t.deps.db.execute(
      sql`insert into audit_events (site_id, actor_id, subject, subject_id, action) values (${careers}, ${gone}, 'job', 'x', 'created')`,
    );
    await t.deps.db.execute(sql`delete from users where id = ${gone}`);
    const rows = await queryRows<{ actor_id: number | null; action: string }>(
      t.deps.db,
      sql`select actor_id, action from audit_events where subject_id = 'x'`,
    );
    expect(rows).toEqual([{ actor_id: null, action: 'created' }]);
  });

  it("lets a deleted site take its audit with it (the foreign key's CASCADE), and only then", async () => {
    const [site] = await queryRows<{ id: number }>(
      t.deps.db,
      sql`insert into sites (account_id, name, title) select account_id, 'closing', 'Closing' from sites
          where id = ${careers} returning id`,
    );
    const closing = Number(site?.id);
    await t.deps.db.execute(
      sql`insert into audit_events (site_id, subject, subject_id, action) values (${closing}, 'job', 'y', 'created')`,
    );
    await expect(t.deps.db.execute(sql`delete from audit_events where site_id = ${closing}`)).rejects.toThrow();
    await t.deps.db.execute(sql`delete from sites where id = ${closing}`);
    const left = await queryRows(t.deps.db, sql`select id from audit_events where site_id = ${closing}`);
    expect(left).toEqual([]);
  });
});
