import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { applications, auditEvents, files, jobs, seekers } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/helper.js';
import { insertJob } from '../../../test/jobs-lifecycle-helper.js';
import {
  insertApplication,
  insertDocument,
  insertSeeker,
  insertStoredFile,
  jobByUuid,
} from '../../../test/candidate-fixture.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/seekers';
const careers = () => ids.site('acme/careers');
const admin = async () => ({ token: await t.login('admin@acme.test'), scope: { sid: careers() } });
const statusOf = async (uuid: string) =>
  (await t.deps.db.select({ status: seekers.status }).from(seekers).where(eq(seekers.uuid, uuid)))[0]?.status;

describe('POST /portal/v1/seekers/{uuid}/enable and /disable', () => {
  it('enables a pending seeker, disables for good: re-enabling a disabled seeker is a 409', async () => {
    const caller = await admin();
    const seeker = await insertSeeker(t.deps, careers());
    const post = (name: string) => t.request({ method: 'POST', url: `${base}/${seeker.uuid}/${name}`, ...caller });

    expect((await post('enable')).json()).toEqual({ data: { updated: 1 } });
    expect(await statusOf(seeker.uuid)).toBe('active');
    expect((await post('disable')).json()).toEqual({ data: { updated: 1 } });
    const again = await post('enable');
    expect([again.statusCode, again.json()]).toEqual([409, { message: MESSAGES.statusConflict }]);
    expect((await post('disable')).json()).toEqual({ data: { updated: 0 } });
    expect(await statusOf(seeker.uuid)).toBe('disabled');
  });

  it('moves many at once, all or nothing: a disabled or foreign seeker stops the whole batch', async () => {
    const caller = await admin();
    const pending = [await insertSeeker(t.deps, careers()), await insertSeeker(t.deps, careers())];
    const disabled = await insertSeeker(t.deps, careers(), { status: 'disabled' });
    const bulk = (name: string, uuids: string[]) =>
      t.request({ method: 'POST', url: `${base}/bulk/${name}`, ...caller, payload: { ids: uuids } });

    const refused = await bulk('enable', [...pending.map((s) => s.uuid), disabled.uuid]);
    expect(refused.statusCode).toBe(409);
    expect(await statusOf(pending[0]?.uuid ?? '')).toBe('pending');
    const foreign = await insertSeeker(t.deps, ids.site('globex/talent'));
    expect((await bulk('disable', [pending[0]?.uuid ?? '', foreign.uuid])).statusCode).toBe(404);
    expect(await statusOf(foreign.uuid)).toBe('pending');
    expect(
      (
        await bulk(
          'enable',
          pending.map((s) => s.uuid),
        )
      ).json(),
    ).toEqual({ data: { updated: 2 } });
  });

  it('is refused to an employer user (403)', async () => {
    const seeker = await insertSeeker(t.deps, careers());
    const res = await t.request({
      method: 'POST',
      url: `${base}/${seeker.uuid}/disable`,
      token: await t.login('employer@acme.test'),
      scope: { sid: careers(), empid: ids.employer('Acme Bakery') },
    });
    expect(res.statusCode).toBe(403);
    expect(await statusOf(seeker.uuid)).toBe('pending');
  });
});

describe('DELETE /portal/v1/seekers/{uuid}', () => {
  it('removes the seeker, their applications, documents and files, and keeps an anonymised audit row', async () => {
    const resume = await insertStoredFile(t.deps, careers(), 'resume');
    const appResume = await insertStoredFile(t.deps, careers(), 'resume');
    const doc = await insertStoredFile(t.deps, careers(), 'document');
    const seeker = await insertSeeker(t.deps, careers(), { resume_file_id: resume.id });
    const job = await jobByUuid(t.deps, await insertJob(t, careers(), ids.employer('Acme Bakery'), 'live'));
    const application = await insertApplication(t.deps, job, seeker.id, { resume_file_id: appResume.id });
    await insertDocument(t.deps, seeker.id, doc.id, application.id);
    const countOf = async () =>
      (await t.deps.db.select({ n: jobs.applications_count }).from(jobs).where(eq(jobs.id, job.id)))[0]?.n;
    const before = (await countOf()) ?? 0;

    const recruiter = { token: await t.login('recruiter@acme.test'), scope: { sid: careers() } };
    expect((await t.request({ method: 'DELETE', url: `${base}/${seeker.uuid}`, ...recruiter })).statusCode).toBe(403);
    const res = await t.request({ method: 'DELETE', url: `${base}/${seeker.uuid}`, ...(await admin()) });
    expect(res.statusCode).toBe(204);

    expect(await t.deps.db.select().from(seekers).where(eq(seekers.id, seeker.id))).toEqual([]);
    expect(await t.deps.db.select().from(applications).where(eq(applications.id, application.id))).toEqual([]);
    expect(await countOf()).toBe(before - 1);
    for (const file of [resume, appResume, doc]) {
      expect(await t.deps.db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
      expect(await t.deps.storage.get(file.key)).toBeUndefined();
    }
    const audit = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'seeker'), eq(auditEvents.subject_id, seeker.uuid)));
    expect(audit.map((row) => row.action)).toEqual(['deleted']);
    const written = JSON.stringify(audit);
    expect(written).not.toContain(seeker.email);
    expect(written).not.toContain(seeker.name);
    expect((await t.request({ method: 'GET', url: `${base}/${seeker.uuid}`, ...(await admin()) })).statusCode).toBe(
      404,
    );
  });

  it('leaves another site’s seeker and files alone (404)', async () => {
    const file = await insertStoredFile(t.deps, ids.site('globex/talent'), 'resume');
    const foreign = await insertSeeker(t.deps, ids.site('globex/talent'), { resume_file_id: file.id });
    const res = await t.request({ method: 'DELETE', url: `${base}/${foreign.uuid}`, ...(await admin()) });
    expect(res.statusCode).toBe(404);
    expect(await statusOf(foreign.uuid)).toBe('pending');
    const kept = await t.deps.storage.get(file.key);
    expect(kept).toBeDefined();
    kept?.body.destroy();
  });
});
