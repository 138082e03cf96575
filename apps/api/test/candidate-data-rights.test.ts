import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEEKER_ARCHIVE_FORMAT } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import {
  applicationFeedbacks,
  applicationHistory,
  applications,
  auditEvents,
  files,
  seekerDocuments,
  seekers,
  seekerTags,
} from '../src/db/schema/index.js';
import { deleteObjectsLater, DELETE_OBJECTS_QUEUE } from '../src/modules/seekers/index.js';
import { candidateWithEverything } from './candidate-data-rights-world.js';
import { useTestApp } from './helper.js';
import { readZip } from './read-zip.js';

// Decision 0100: a candidate's data on a site, taken out whole or erased for good.
const t = useTestApp();
const base = '/portal/v1/seekers';
const careers = () => t.ids.site('acme/careers');
const as = async (email: string, sid = careers()) => ({ token: await t.login(email), scope: { sid } });
const auditOf = (uuid: string) =>
  t.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, 'seeker'), eq(auditEvents.subject_id, uuid)));

describe('GET /portal/v1/seekers/{uuid}/data-export', () => {
  it('answers a zip of everything the site holds about the candidate, with the files themselves, and audits it', async () => {
    const own = await candidateWithEverything(t, careers(), 'Ada Lovelace');
    const foreign = await candidateWithEverything(t, t.ids.site('globex/talent'), 'Grace Hopper');

    const res = await t.request({
      method: 'GET',
      url: `${base}/${own.seeker.uuid}/data-export`,
      ...(await as('admin@acme.test')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="candidate-[0-9A-F]{8}\.zip"$/);
    const entries = readZip(res.rawPayload);
    const doc = JSON.parse(entries.get('candidate.json')?.toString() ?? '{}');

    expect(doc.format).toBe(SEEKER_ARCHIVE_FORMAT);
    expect(doc.profile).toMatchObject({ uuid: own.seeker.uuid, name: 'Ada Lovelace', email: own.seeker.email });
    expect(doc.profile).not.toHaveProperty('password_hash');
    expect(doc.profile.tags).toEqual([own.tag.name]);
    expect(doc.applications).toHaveLength(1);
    expect(doc.applications[0]).toMatchObject({
      uuid: own.application.uuid,
      status: 'shortlisted',
      cover_note: 'Cover note of Ada Lovelace',
      client_address: '203.0.113.7',
      answers: [expect.objectContaining({ answer: 'yes' })],
      history: [expect.objectContaining({ from_status: 'applied', to_status: 'shortlisted' })],
      feedback: [expect.objectContaining({ rating: 4, comments: 'Strong pastry skills, Ada Lovelace' })],
      tags: [own.tag.name],
    });
    expect(doc.documents).toEqual([
      expect.objectContaining({ id: own.files[2]?.id, application: own.application.uuid }),
    ]);
    // Every file of the candidate is in the archive, byte for byte, where candidate.json says.
    expect(doc.files).toHaveLength(3);
    for (const file of doc.files as { id: string; path: string }[]) {
      expect(entries.get(file.path)?.toString()).toBe('%PDF-1.4 test');
    }
    expect(new Set(doc.files.map((f: { id: string }) => f.id))).toEqual(new Set(own.files.map((f) => f.id)));
    // Nothing of another site's candidate, though they hold the same kinds of things.
    const everything = [...entries.values()].map((b) => b.toString()).join('\n');
    for (const secret of [
      foreign.seeker.uuid,
      foreign.seeker.email,
      'Grace Hopper',
      ...foreign.files.map((f) => f.id),
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect((await auditOf(own.seeker.uuid)).map((e) => [e.action, e.details])).toEqual([
      ['data_exported', { applications: 1, files: 3 }],
    ]);
  });

  it('is refused to a recruiter (403) and answers another site’s candidate as missing (404)', async () => {
    const own = await candidateWithEverything(t, careers(), 'Alan Turing');
    const foreign = await candidateWithEverything(t, t.ids.site('globex/talent'), 'Joan Clarke');
    const recruiter = await t.request({
      method: 'GET',
      url: `${base}/${own.seeker.uuid}/data-export`,
      ...(await as('recruiter@acme.test')),
    });
    expect(recruiter.statusCode).toBe(403);
    const res = await t.request({
      method: 'GET',
      url: `${base}/${foreign.seeker.uuid}/data-export`,
      ...(await as('admin@acme.test')),
    });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Not found.' }]);
    expect(await auditOf(foreign.seeker.uuid)).toEqual([]);
  });
});

describe('POST /portal/v1/seekers/{uuid}/erase', () => {
  it('blanks every personal field, removes the files, keeps the counts and history, and audits it once', async () => {
    const own = await candidateWithEverything(t, careers(), 'Mary Somerville');
    const countBefore = (await own.jobRow())?.applications_count;
    const admin = await as('admin@acme.test');
    const erase = () => t.request({ method: 'POST', url: `${base}/${own.seeker.uuid}/erase`, ...admin });

    const res = await erase();
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { uuid: string; erased_at: string } }>();
    expect(data.uuid).toBe(own.seeker.uuid);

    const [tomb] = await t.deps.db.select().from(seekers).where(eq(seekers.id, own.seeker.id));
    const [app] = await t.deps.db.select().from(applications).where(eq(applications.id, own.application.id));
    const rows = JSON.stringify([tomb, app]);
    for (const personal of ['Mary', 'Somerville', own.seeker.email, '+44 20 7946 0001', 'Cover note', '203.0.113.7']) {
      expect(rows).not.toContain(personal);
    }
    expect(tomb).toMatchObject({
      status: 'disabled',
      password_hash: null,
      resume_file_id: null,
      applications_count: 1,
    });
    expect(tomb?.erased_at?.toISOString()).toBe(data.erased_at);
    // The counts and the pipeline stay: the job's count, the application's status and its history.
    expect((await own.jobRow())?.applications_count).toBe(countBefore);
    expect(app).toMatchObject({ status: 'shortlisted', job_id: own.job.id, answers: [] });
    expect(
      await t.deps.db
        .select()
        .from(applicationHistory)
        .where(eq(applicationHistory.application_id, own.application.id)),
    ).toHaveLength(1);
    expect(
      await t.deps.db
        .select()
        .from(applicationFeedbacks)
        .where(eq(applicationFeedbacks.application_id, own.application.id)),
    ).toEqual([]);
    expect(await t.deps.db.select().from(seekerDocuments).where(eq(seekerDocuments.seeker_id, own.seeker.id))).toEqual(
      [],
    );
    expect(await t.deps.db.select().from(seekerTags).where(eq(seekerTags.owner_id, own.seeker.uuid))).toEqual([]);
    for (const file of own.files) {
      expect(await t.deps.db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
      expect(await t.deps.storage.get(file.key)).toBeUndefined();
    }

    // Again: nothing changes, the first erasure answers, one audit row in all.
    const again = await erase();
    expect(again.json()).toEqual({ data });
    const audit = await auditOf(own.seeker.uuid);
    expect(audit.map((e) => [e.action, e.details])).toEqual([
      ['erased', { reason: 'request', applications: 1, files: 3 }],
    ]);
    expect(JSON.stringify(audit)).not.toContain('Somerville');
    const detail = await t.request({ method: 'GET', url: `${base}/${own.seeker.uuid}`, ...admin });
    expect(detail.json().data).toMatchObject({ erased_at: data.erased_at, email: expect.stringMatching(/\.invalid$/) });
  });

  it('is refused to a recruiter (403) and for another site’s candidate (404), who keeps everything', async () => {
    const own = await candidateWithEverything(t, careers(), 'Emmy Noether');
    const foreign = await candidateWithEverything(t, t.ids.site('globex/talent'), 'Sophie Germain');
    const recruiter = await t.request({
      method: 'POST',
      url: `${base}/${own.seeker.uuid}/erase`,
      ...(await as('recruiter@acme.test')),
    });
    expect(recruiter.statusCode).toBe(403);
    const res = await t.request({
      method: 'POST',
      url: `${base}/${foreign.seeker.uuid}/erase`,
      ...(await as('admin@acme.test')),
    });
    expect(res.statusCode).toBe(404);
    const [kept] = await t.deps.db.select().from(seekers).where(eq(seekers.id, foreign.seeker.id));
    expect(kept).toMatchObject({ name: 'Sophie Germain', erased_at: null });
    for (const file of foreign.files) {
      const object = await t.deps.storage.get(file.key);
      expect(object).toBeDefined();
      object?.body.destroy();
    }
  });

  it('erases the database at once when storage is down, and leaves the objects to a retried job', async () => {
    const own = await candidateWithEverything(t, careers(), 'Hedy Lamarr');
    const storage = t.deps.storage;
    const realDelete = storage.delete.bind(storage);
    storage.delete = () => Promise.reject(new Error('storage down'));
    try {
      const res = await t.request({
        method: 'POST',
        url: `${base}/${own.seeker.uuid}/erase`,
        ...(await as('admin@acme.test')),
      });
      expect(res.statusCode).toBe(200);
    } finally {
      storage.delete = realDelete;
    }
    const [tomb] = await t.deps.db.select().from(seekers).where(eq(seekers.id, own.seeker.id));
    expect(tomb?.name).not.toContain('Hedy');
    const [job] = await queryRows<{ data: { keys: string[] }; retry_limit: number }>(
      t.deps.db,
      sql`select data, retry_limit from pgboss.job where name = ${DELETE_OBJECTS_QUEUE}`,
    );
    expect(new Set(job?.data.keys)).toEqual(new Set(own.files.map((f) => f.key)));
    expect(job?.retry_limit).toBeGreaterThan(5);
    // The worker's run, storage back: the objects go.
    await deleteObjectsLater(t.deps, job?.data ?? { keys: [] });
    for (const file of own.files) expect(await t.deps.storage.get(file.key)).toBeUndefined();
  });
});
