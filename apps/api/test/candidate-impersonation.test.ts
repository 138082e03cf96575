import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CandidateApplicationsSchema, CandidateMeSchema, dataOf, MESSAGES } from '@portal/contract';
import { seekers } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';
import { seekerOfSite } from './impersonation-helper.js';

const t = useTestApp();
const ids = t.ids;
let careers: { sid: number };
let seeker: string;

beforeAll(async () => {
  careers = { sid: ids.site('acme/careers') };
  seeker = await seekerOfSite(t, 'acme/careers');
});

const lookAt = (token: string, uuid: string, scope = careers) =>
  t.request({
    method: 'POST',
    url: `/portal/v1/impersonate/seekers/${uuid}`,
    token,
    scope,
    payload: { redirect_path: `/acme/careers/seekers/${uuid}/profile` },
  });

const get = (token: string, url: string, scope?: { sid: number }) =>
  t.request({ method: 'GET', url: `/portal${url}`, token, ...(scope ? { scope } : {}) });

describe('POST /portal/v1/impersonate/seekers/:uuid', () => {
  it("opens the candidate's own profile and applications, read-only, with who is looking", async () => {
    const admin = await t.login('admin@acme.test');
    const res = await lookAt(admin, seeker);
    expect(res.statusCode).toBe(200);
    const candidate = res.json().access_token;

    const me = dataOf(CandidateMeSchema).parse((await get(candidate, '/v1/candidate/me')).json()).data;
    expect(me).toMatchObject({
      uuid: seeker,
      site: { id: careers.sid },
      impersonator: { name: 'Ada Admin', email: 'admin@acme.test' },
      redirect_path: `/acme/careers/seekers/${seeker}/profile`,
    });
    const list = await get(candidate, '/v1/candidate/me/applications');
    const applications = CandidateApplicationsSchema.parse(list.json()).data;
    expect(applications.length).toBeGreaterThan(0);
    const staffView = await get(admin, `/v1/seekers/${seeker}/job-applications`, careers);
    expect(staffView.statusCode).toBe(200);
    expect(applications.map((a) => a.uuid).sort()).toEqual(
      (staffView.json().data as { uuid: string }[]).map((a) => a.uuid).sort(),
    );
  });

  it('is refused on staff routes, and staff tokens are refused on candidate routes (401)', async () => {
    const admin = await t.login('admin@acme.test');
    const candidate = (await lookAt(admin, seeker)).json().access_token;
    expect((await get(candidate, '/auth/me')).statusCode).toBe(401);
    expect((await get(candidate, '/v1/jobs', careers)).statusCode).toBe(401);
    expect((await get(admin, '/v1/candidate/me')).statusCode).toBe(401);
    expect((await get(admin, '/v1/candidate/me/applications')).statusCode).toBe(401);
    // A candidate token cannot open another impersonation either.
    expect((await lookAt(candidate, seeker)).statusCode).toBe(401);
  });

  it('ends with its exit, and with the staff session it came from', async () => {
    const admin = await t.login('admin@acme.test');
    const candidate = (await lookAt(admin, seeker)).json().access_token;
    const exit = await t.request({ method: 'DELETE', url: '/portal/v1/candidate/logout', token: candidate });
    expect(exit.json()).toEqual({ redirect_path: `/acme/careers/seekers/${seeker}/profile` });
    expect((await get(candidate, '/v1/candidate/me')).statusCode).toBe(401);

    const second = (await lookAt(admin, seeker)).json().access_token;
    await t.request({ method: 'DELETE', url: '/portal/auth/logout', token: admin });
    expect((await get(second, '/v1/candidate/me')).statusCode).toBe(401);
  });

  it('answers 404 for another site’s candidate, 409 for a disabled one, 403 without the right', async () => {
    const globex = await t.login('owner@globex.test');
    expect((await lookAt(globex, seeker, { sid: ids.site('globex/talent') })).statusCode).toBe(404);
    const admin = await t.login('admin@acme.test');
    const other = await seekerOfSite(t, 'acme/jobs');
    expect((await lookAt(admin, other)).statusCode).toBe(404);

    const recruiter = await t.login('recruiter@acme.test');
    expect((await lookAt(recruiter, seeker)).statusCode).toBe(403);

    const [row] = await t.deps.db.select().from(seekers).where(eq(seekers.uuid, seeker));
    await t.deps.db.update(seekers).set({ status: 'disabled' }).where(eq(seekers.uuid, seeker));
    const off = await lookAt(admin, seeker);
    expect([off.statusCode, off.json().message]).toEqual([409, MESSAGES.impersonateDisabled]);
    await t.deps.db
      .update(seekers)
      .set({ status: row?.status ?? 'active' })
      .where(eq(seekers.uuid, seeker));
  });
});
