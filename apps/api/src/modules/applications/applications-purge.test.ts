import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { queryRows } from '../../db/client.js';
import { sweep } from '../../workers/sweep.js';
import { apply, DOMAINS, jobOf } from '../../../test/candidate-site-helper.js';
import * as sample from '../../../test/fixtures/sample-files.js';
import { useTestApp } from '../../../test/helper.js';

const t = useTestApp();
const careers = () => t.ids.site('acme/careers');
const FLOOD = '198.51.100.66';
const REAL = '198.51.100.77';
const SEEDED = 'diego.alvarez@candidates.test';

let floodUuids: string[] = [];
let realUuid = '';
let elsewhereUuid = '';

const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.deps.db, query))[0]?.n ?? 0;
const exists = (uuid: string) => count(sql`select count(*)::int as n from applications where uuid = ${uuid}`);

async function asAdmin(method: 'GET' | 'POST', url: string, body?: object, email = 'admin@acme.test') {
  return t.request({
    method,
    url,
    token: await t.login(email),
    scope: { sid: careers() },
    ...(body ? { payload: body } : {}),
  });
}
const preview = (query: string, email?: string) =>
  asAdmin('GET', `/portal/v1/applications/flood?${query}`, undefined, email);
const purge = (body: object, email?: string) => asAdmin('POST', '/portal/v1/applications/purge', body, email);

beforeAll(async () => {
  const dental = await jobOf(t, careers(), 'Dental Receptionist');
  const withResume = { resume: { filename: 'cv.pdf', data: sample.pdfBytes() } };
  for (let i = 0; i < 3; i++) {
    const res = await apply(t, DOMAINS.careers, dental.uuid, {
      email: `flood.${i}@example.test`,
      ip: FLOOD,
      ...withResume,
      documents: i === 0 ? [{ filename: 'more.pdf', data: sample.pdfBytes() }] : [],
    });
    floodUuids.push(res.json().data.uuid);
  }
  // A seeded candidate happens to apply from the same address: they stay, with their other application.
  floodUuids.push((await apply(t, DOMAINS.careers, dental.uuid, { email: SEEDED, ip: FLOOD })).json().data.uuid);
  realUuid = (
    await apply(t, DOMAINS.careers, dental.uuid, { email: 'real@example.test', ip: REAL, ...withResume })
  ).json().data.uuid;
  const elsewhere = await jobOf(t, t.ids.site('acme/jobs'), 'Dental Receptionist');
  elsewhereUuid = (
    await apply(t, DOMAINS.acmeJobs, elsewhere.uuid, { email: 'flood.0@example.test', ip: FLOOD, ...withResume })
  ).json().data.uuid;
  floodUuids = floodUuids.filter(Boolean);
});

describe('GET /portal/v1/applications/flood and POST /portal/v1/applications/purge', () => {
  it("previews one address's applications on the site: count, files, bytes, and the address", async () => {
    const res = await preview(`address=${FLOOD}`);
    expect(res.statusCode).toBe(200);
    const size = sample.pdfBytes().length;
    expect(res.json().data).toMatchObject({ applications: 4, files: 4, bytes: 4 * size });
    expect(res.json().data.addresses).toEqual([
      expect.objectContaining({ address: FLOOD, applications: 4, bytes: 4 * size }),
    ]);
  });

  it('names the busiest addresses of a time window', async () => {
    const from = new Date(Date.now() - 3600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const res = await preview(`from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect(res.statusCode).toBe(200);
    const addresses = res.json().data.addresses.map((row: { address: string | null }) => row.address);
    expect(addresses.indexOf(FLOOD)).toBeGreaterThanOrEqual(0);
    expect(addresses.indexOf(REAL)).toBeGreaterThan(addresses.indexOf(FLOOD));
  });

  it('refuses a selection that names neither an address nor a whole window, or a window that ends first', async () => {
    expect((await preview('')).statusCode).toBe(422);
    const res = await preview('from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ to: [MESSAGES.purgeWindowOrder] });
  });

  it("refuses a recruiter and an employer's admin (403), who hold no right to delete candidates", async () => {
    expect((await preview(`address=${FLOOD}`, 'recruiter@acme.test')).statusCode).toBe(403);
    expect((await purge({ address: FLOOD, expected: 4 }, 'recruiter@acme.test')).statusCode).toBe(403);
    const employer = await t.request({
      method: 'POST',
      url: '/portal/v1/applications/purge',
      token: await t.login('employer@acme.test'),
      scope: { sid: careers(), empid: t.ids.employer('Acme Bakery') },
      payload: { address: FLOOD, expected: 4 },
    });
    expect(employer.statusCode).toBe(403);
    expect(await exists(floodUuids[0] ?? '')).toBe(1);
  });

  it('answers 409 and deletes nothing when the count is not the one confirmed', async () => {
    const res = await purge({ address: FLOOD, expected: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.purgeChanged });
    for (const uuid of floodUuids) expect(await exists(uuid)).toBe(1);
  });

  it("deletes the address's applications of this site with their files and the seekers they made, audited; nothing of another site or address", async () => {
    const fileIds = (
      await queryRows<{ id: string }>(
        t.deps.db,
        sql`select a.resume_file_id as id from applications a where a.uuid in ${floodUuids} and a.resume_file_id is not null
          union select d.file_id from seeker_documents d join applications a on a.id = d.application_id where a.uuid in ${floodUuids}`,
      )
    ).map((row) => row.id);
    expect(fileIds).toHaveLength(4);
    const keys = await queryRows<{ storage_key: string }>(
      t.deps.db,
      sql`select storage_key from files where id in ${fileIds}`,
    );
    const dental = await jobOf(t, careers(), 'Dental Receptionist');

    const res = await purge({ address: FLOOD, expected: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ applications: 4, files: 4, bytes: 4 * sample.pdfBytes().length, seekers: 3 });

    for (const uuid of floodUuids) expect(await exists(uuid)).toBe(0);
    expect(await count(sql`select count(*)::int as n from files where id in ${fileIds}`)).toBe(0);
    for (const { storage_key } of keys) expect(await t.deps.storage.get(storage_key)).toBeFalsy();
    expect(
      await count(sql`select count(*)::int as n from seekers where email like 'flood.%' and site_id = ${careers()}`),
    ).toBe(0);
    // The seeded candidate stays, their count down by one; the job's count down by four.
    const [seeded] = await queryRows<{ applications_count: number }>(
      t.deps.db,
      sql`select applications_count from seekers where site_id = ${careers()} and email = ${SEEDED}`,
    );
    expect(seeded?.applications_count).toBe(1);
    expect((await jobOf(t, careers(), 'Dental Receptionist')).applications_count).toBe(dental.applications_count - 4);
    // Another address, and the same address on another site, are untouched.
    expect(await exists(realUuid)).toBe(1);
    expect(await exists(elsewhereUuid)).toBe(1);
    const [audit] = await queryRows<{ actor_id: number; details: Record<string, unknown> }>(
      t.deps.db,
      sql`select actor_id, details from audit_events where action = 'purge' and site_id = ${careers()}`,
    );
    expect(audit?.details).toMatchObject({ address: FLOOD, applications: 4, files: 4, seekers: 3 });
    expect((await preview(`address=${FLOOD}`)).json().data).toMatchObject({ applications: 0, addresses: [] });
  });

  it('forgets the sending address once it is older than the retention (the sweep), keeping the bytes', async () => {
    await t.deps.db.execute(
      sql`update applications set applied_at = now() - interval '31 days' where uuid = ${realUuid}`,
    );
    await sweep(t.deps);
    const [row] = await queryRows<{ client_address: string | null; files_bytes: number }>(
      t.deps.db,
      sql`select client_address, files_bytes from applications where uuid = ${realUuid}`,
    );
    expect(row).toEqual({ client_address: null, files_bytes: sample.pdfBytes().length });
    const [recent] = await queryRows<{ client_address: string | null }>(
      t.deps.db,
      sql`select client_address from applications where uuid = ${elsewhereUuid}`,
    );
    expect(recent?.client_address).toBe(FLOOD);
  });
});
