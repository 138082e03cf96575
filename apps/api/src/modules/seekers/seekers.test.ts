import { describe, expect, it } from 'vitest';
import { tags } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/helper.js';
import { insertJob } from '../../../test/jobs-lifecycle-helper.js';
import {
  insertApplication,
  insertDocument,
  insertSeeker,
  insertStatusChange,
  insertStoredFile,
  jobByUuid,
} from '../../../test/candidate-fixture.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/seekers';
const careers = () => ids.site('acme/careers');
const talent = () => ids.site('globex/talent');
const admin = async () => ({ token: await t.login('admin@acme.test'), scope: { sid: careers() } });
const get = async (url: string, caller?: { token: string; scope: { sid: number; empid?: number } }) => {
  const { token, scope } = caller ?? (await admin());
  return t.request({ method: 'GET', url, token, scope });
};
const uuidsOf = (body: { data: { uuid: string }[] }) => body.data.map((row) => row.uuid).sort();

describe('GET /portal/v1/seekers', () => {
  it('is staff-only: an employer user is refused with 403, a recruiter reads the list', async () => {
    const employer = {
      token: await t.login('employer@acme.test'),
      scope: { sid: careers(), empid: ids.employer('Acme Bakery') },
    };
    expect((await get(base, employer)).statusCode).toBe(403);
    const recruiter = { token: await t.login('recruiter@acme.test'), scope: { sid: careers() } };
    expect((await get(base, recruiter)).statusCode).toBe(200);
  });

  it("lists the site's seekers only, and filters by status, visa type, work type and last activity", async () => {
    const mine = await insertSeeker(t.deps, careers(), {
      status: 'active',
      visa_type: 'citizen',
      desired_work_type: 'full_time',
      last_activity_at: new Date('2026-03-10T12:00:00Z'),
    });
    const pending = await insertSeeker(t.deps, careers(), { last_activity_at: new Date('2026-01-05T12:00:00Z') });
    const foreign = await insertSeeker(t.deps, talent(), { visa_type: 'citizen' });
    const all = (await get(`${base}?per_page=100`)).json<{ data: { uuid: string }[] }>();
    expect(uuidsOf(all)).toEqual(expect.arrayContaining([mine.uuid, pending.uuid].sort()));
    expect(uuidsOf(all)).not.toContain(foreign.uuid);

    const filtered = await get(
      `${base}?filter[status]=active&filter[visa_type]=citizen&filter[desired_work_type]=full_time&per_page=100`,
    );
    expect(uuidsOf(filtered.json())).toContain(mine.uuid);
    expect(uuidsOf(filtered.json())).not.toContain(pending.uuid);
    const march = await get(`${base}?filter[active_from]=2026-03-10&filter[active_to]=2026-03-10&per_page=100`);
    expect(uuidsOf(march.json())).toEqual([mine.uuid]);
    expect((await get(`${base}?filter[active_from]=yesterday`)).statusCode).toBe(422);
  });

  it('searches the name, the email and the profile ID (the first eight hex digits of the uuid)', async () => {
    const ada = await insertSeeker(t.deps, careers(), { first_name: 'Zenobia', last_name: 'Quill' });
    const other = await insertSeeker(t.deps, careers());
    const search = async (term: string) =>
      uuidsOf((await get(`${base}?search=${encodeURIComponent(term)}&per_page=100`)).json());
    expect(await search('zenobia q')).toEqual([ada.uuid]);
    expect(await search(ada.email.slice(0, 12))).toEqual([ada.uuid]);
    const profileId = ada.uuid.slice(0, 8).toUpperCase();
    expect(await search(profileId)).toContain(ada.uuid);
    expect(await search(profileId)).not.toContain(other.uuid);
    expect(await search(ada.uuid)).toEqual([ada.uuid]);
    const row = (await get(`${base}/${ada.uuid}`)).json<{ data: { profile_id: string } }>();
    expect(row.data.profile_id).toBe(profileId);
  });

  it("sets a seeker's tags (another site's tag is a 422) and filters the list by tag", async () => {
    const { token, scope } = await admin();
    const tag = await t.request({
      method: 'POST',
      url: '/portal/v1/site/tags',
      token,
      scope,
      payload: { name: `Shortlist ${Date.now()}` },
    });
    const tagId = tag.json<{ data: { id: number } }>().data.id;
    const tagged = await insertSeeker(t.deps, careers());
    await insertSeeker(t.deps, careers());
    const put = await t.request({
      method: 'PUT',
      url: `${base}/${tagged.uuid}/tags`,
      token,
      scope,
      payload: { tag_ids: [tagId] },
    });
    expect(put.json()).toEqual({ data: [expect.objectContaining({ id: tagId })] });
    expect(uuidsOf((await get(`${base}?filter[tag]=${tagId}`)).json())).toEqual([tagged.uuid]);
    expect((await get(`${base}/${tagged.uuid}/tags`)).json<{ data: unknown[] }>().data).toHaveLength(1);
    const [globexTag] = await t.deps.db
      .insert(tags)
      .values({ site_id: talent(), name: 'Globex only', color: '#000000' })
      .returning({ id: tags.id });
    const foreignTag = await t.request({
      method: 'PUT',
      url: `${base}/${tagged.uuid}/tags`,
      token,
      scope,
      payload: { tag_ids: [globexTag?.id] },
    });
    expect(foreignTag.statusCode).toBe(422);
  });
});

describe('GET /portal/v1/seekers/{uuid} and its tabs', () => {
  it('shows the profile, resume, documents, applications and activity, newest first', async () => {
    const resume = await insertStoredFile(t.deps, careers(), 'resume');
    const doc = await insertStoredFile(t.deps, careers(), 'document');
    const seeker = await insertSeeker(t.deps, careers(), { resume_file_id: resume.id });
    await insertDocument(t.deps, seeker.id, doc.id);
    const job = await jobByUuid(
      t.deps,
      await insertJob(t, careers(), ids.employer('Acme Bakery'), 'live', { title: 'Baker' }),
    );
    const application = await insertApplication(t.deps, job, seeker.id, {
      applied_at: new Date(Date.now() - 60_000),
    });
    await insertStatusChange(t.deps, application.id, 'applied', 'shortlisted');

    const detail = (await get(`${base}/${seeker.uuid}`)).json<{ data: Record<string, unknown> }>().data;
    expect(detail).toMatchObject({
      uuid: seeker.uuid,
      applications_count: 1,
      resume: { uuid: resume.id, type: 'application/pdf' },
      documents: [{ uuid: doc.id }],
      tags: [],
    });
    const apps = await get(`${base}/${seeker.uuid}/job-applications`);
    expect(apps.json()).toMatchObject({
      data: [{ uuid: application.uuid, status: 'applied', job: { title: 'Baker' } }],
      meta: { total: 1 },
    });
    await t.request({ method: 'POST', url: `${base}/${seeker.uuid}/enable`, ...(await admin()) });
    const activity = (await get(`${base}/${seeker.uuid}/activity`)).json<{ data: { kind: string }[] }>();
    expect(activity.data.map((entry) => entry.kind)).toEqual(['enable', 'status_changed', 'applied']);
  });

  it('answers 404 for a seeker of another site on every route, as for one that does not exist', async () => {
    const foreign = await insertSeeker(t.deps, talent());
    const caller = await admin();
    for (const path of ['', '/job-applications', '/activity', '/tags']) {
      expect((await get(`${base}/${foreign.uuid}${path}`, caller)).statusCode, path).toBe(404);
    }
    for (const [method, path] of [
      ['POST', '/enable'],
      ['POST', '/disable'],
      ['POST', '/reset-password'],
      ['DELETE', ''],
    ] as const) {
      const res = await t.request({ method, url: `${base}/${foreign.uuid}${path}`, ...caller });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const put = await t.request({
      method: 'PUT',
      url: `${base}/${foreign.uuid}/tags`,
      ...caller,
      payload: { tag_ids: [] },
    });
    expect(put.statusCode).toBe(404);
  });
});

describe("a seeker's files", () => {
  it('are served to staff of the site only: another site’s resume, or an employer user, is a 404', async () => {
    const own = await insertStoredFile(t.deps, careers(), 'resume');
    const foreign = await insertStoredFile(t.deps, talent(), 'resume');
    await insertSeeker(t.deps, careers(), { resume_file_id: own.id });
    await insertSeeker(t.deps, talent(), { resume_file_id: foreign.id });
    const content = (id: string) => `/portal/v1/files/${id}/content`;
    expect((await get(content(own.id))).statusCode).toBe(200);
    expect((await get(content(foreign.id))).statusCode).toBe(404);
    const employer = {
      token: await t.login('employer@acme.test'),
      scope: { sid: careers(), empid: ids.employer('Acme Bakery') },
    };
    expect((await get(content(own.id), employer)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/files/${own.id}` })).statusCode).toBe(404);
  });
});

describe('POST /portal/v1/seekers/export', () => {
  it('records an export of the filtered list for staff with seekers.export, and refuses a recruiter', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${base}/export`,
      ...(await admin()),
      payload: { filter: { status: 'active' } },
    });
    expect(res.statusCode).toBe(202);
    const recruiter = { token: await t.login('recruiter@acme.test'), scope: { sid: careers() } };
    const refused = await t.request({ method: 'POST', url: `${base}/export`, ...recruiter, payload: {} });
    expect(refused.statusCode).toBe(403);
  });
});
