import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import { pdfBytes } from '../../../test/fixtures/sample-files.js';
import { useTestApp } from '../../../test/helper.js';
import { upload } from '../../../test/upload-helper.js';
import { runExport } from '../exports/index.js';
import { buildWorld, URL, type World } from '../../../test/applications-world.js';
import { insertDocument } from '../../../test/candidate-fixture.js';

const t = useTestApp();
let w: World;
/** Candidate files uploaded by staff: Alice's resume and document (bakery), Dan's resume (another employer), a loose one. */
const files = { aliceResume: '', aliceDocument: '', danResume: '', loose: '' };
beforeAll(async () => {
  w = await buildWorld(t);
  for (const [name, kind] of [
    ['aliceResume', 'resume'],
    ['aliceDocument', 'document'],
    ['danResume', 'resume'],
    ['loose', 'resume'],
  ] as const) {
    const res = await upload(t, {
      token: w.tokens.admin,
      sid: w.careers,
      kind,
      filename: `${name}.pdf`,
      data: pdfBytes(),
    });
    files[name] = res.json<{ data: { id: string } }>().data.id;
  }
  const db = t.deps.db;
  await db.update(applications).set({ resume_file_id: files.aliceResume }).where(eq(applications.id, w.apps.alice.id));
  await db.update(applications).set({ resume_file_id: files.danResume }).where(eq(applications.id, w.apps.dan.id));
  await insertDocument(t.deps, w.apps.alice.seeker_id, files.aliceDocument, w.apps.alice.id);
});

const get = (url: string, token: string, scope: object) => t.request({ method: 'GET', url, token, scope });

describe('GET /portal/v1/applications/:uuid/:tab', () => {
  it('answers the overview with the answers, contact and tags', async () => {
    const res = await get(`${URL}/${w.apps.alice.uuid}/overview`, w.tokens.staff, w.asBakery);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      uuid: w.apps.alice.uuid,
      status: 'applied',
      seeker: { name: 'Alice Archer', email: w.seekers.alice.email, phone: null },
      job: { title: 'Sourdough Baker' },
      answers: [{ question: 'Can you start at 4 am?', answer: 'yes', knocked_out: false }],
      tags: [],
    });
  });

  it('answers the resume and documents tabs with file references, and "no resume" as null', async () => {
    const resume = await get(`${URL}/${w.apps.alice.uuid}/resume`, w.tokens.staff, w.asBakery);
    expect(resume.json().data).toEqual({
      resume: { uuid: files.aliceResume, name: 'aliceResume.pdf', type: 'application/pdf', size: expect.any(Number) },
    });
    const documents = await get(`${URL}/${w.apps.alice.uuid}/documents`, w.tokens.staff, w.asBakery);
    expect(documents.json().data.documents.map((d: { uuid: string }) => d.uuid)).toEqual([files.aliceDocument]);
    const none = await get(`${URL}/${w.apps.bob.uuid}/resume`, w.tokens.admin, w.site);
    expect(none.json().data).toEqual({ resume: null });
  });

  it('answers the activity with each move, who made it and who was mailed', async () => {
    await t.request({
      method: 'POST',
      url: `${URL}/${w.apps.bob.uuid}/status`,
      token: w.tokens.admin,
      scope: w.site,
      payload: { status: 'interviewed', notify: ['candidate'] },
    });
    const res = await get(`${URL}/${w.apps.bob.uuid}/activity`, w.tokens.admin, w.site);
    expect(res.json().data.activity).toMatchObject([
      {
        from_status: 'screening',
        to_status: 'interviewed',
        notified: ['candidate'],
        changed_by: { name: 'Ada Admin' },
      },
    ]);
  });

  it("answers 404 for an unknown tab, and for another tenant's or another employer's application", async () => {
    expect((await get(`${URL}/${w.apps.alice.uuid}/notes`, w.tokens.admin, w.site)).statusCode).toBe(404);
    expect((await get(`${URL}/${w.apps.greta.uuid}/overview`, w.tokens.admin, w.site)).statusCode).toBe(404);
    expect((await get(`${URL}/${w.apps.dan.uuid}/overview`, w.tokens.staff, w.asBakery)).statusCode).toBe(404);
  });
});

describe('GET /portal/v1/files/:id/content for candidate files', () => {
  const content = (id: string, token: string, scope: object) => get(`/portal/v1/files/${id}/content`, token, scope);

  it("lets an employer's users read the files of applications to their employer's jobs", async () => {
    expect((await content(files.aliceResume, w.tokens.staff, w.asBakery)).statusCode).toBe(200);
    expect((await content(files.aliceDocument, w.tokens.employer, w.asBakery)).statusCode).toBe(200);
  });

  it("answers 404 for another employer's candidate, a file of no application, and another tenant", async () => {
    expect((await content(files.danResume, w.tokens.staff, w.asBakery)).statusCode).toBe(404);
    expect((await content(files.loose, w.tokens.staff, w.asBakery)).statusCode).toBe(404);
    expect((await content(files.aliceResume, w.tokens.globex, w.asGlobex)).statusCode).toBe(404);
  });

  it('lets the site staff who read candidates read any of them', async () => {
    expect((await content(files.danResume, w.tokens.recruiter, w.site)).statusCode).toBe(200);
  });
});

describe('/portal/v1/applications/:uuid/tags and /bulk/tags', () => {
  it('sets, reads and adds tags in bulk, all or nothing', async () => {
    const create = (name: string) =>
      t.request({
        method: 'POST',
        url: '/portal/v1/site/tags',
        token: w.tokens.admin,
        scope: w.site,
        payload: { name },
      });
    const hot = (await create('Hot')).json<{ data: { id: number } }>().data.id;
    const local = (await create('Local')).json<{ data: { id: number } }>().data.id;
    const put = await t.request({
      method: 'PUT',
      url: `${URL}/${w.apps.alice.uuid}/tags`,
      token: w.tokens.admin,
      scope: w.site,
      payload: { tag_ids: [hot] },
    });
    expect(put.json().data.map((tag: { name: string }) => tag.name)).toEqual(['Hot']);
    const bulk = (ids: string[]) =>
      t.request({
        method: 'POST',
        url: `${URL}/bulk/tags`,
        token: w.tokens.admin,
        scope: w.site,
        payload: { ids, tag_ids: [local] },
      });
    expect((await bulk([w.apps.alice.uuid, w.apps.greta.uuid])).statusCode).toBe(404);
    expect((await bulk([w.apps.alice.uuid, w.apps.dan.uuid])).json()).toEqual({ data: { updated: 2 } });
    const tags = await get(`${URL}/${w.apps.alice.uuid}/tags`, w.tokens.admin, w.site);
    expect(tags.json().data.map((tag: { name: string }) => tag.name)).toEqual(['Hot', 'Local']);
    const greta = await get(`${URL}/${w.apps.greta.uuid}/tags`, w.tokens.admin, w.site);
    expect(greta.statusCode).toBe(404);
  });

  it("refuses an employer's users the staff's tags (403)", async () => {
    expect((await get(`${URL}/${w.apps.alice.uuid}/tags`, w.tokens.staff, w.asBakery)).statusCode).toBe(403);
  });
});

describe('/portal/v1/applications/:uuid/seeker-application-feedback', () => {
  const url = (uuid: string) => `${URL}/${uuid}/seeker-application-feedback`;

  it('lists none, then the feedback left, by its author', async () => {
    expect((await get(url(w.apps.bob.uuid), w.tokens.staff, w.asBakery)).json()).toEqual({ data: [] });
    const res = await t.request({
      method: 'POST',
      url: url(w.apps.bob.uuid),
      token: w.tokens.staff,
      scope: w.asBakery,
      payload: { rating: 4, comments: 'Warm and punctual.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ rating: 4, comments: 'Warm and punctual.', author: { name: 'Sam Staff' } });
    const list = await get(url(w.apps.bob.uuid), w.tokens.admin, w.site);
    expect(list.json().data).toHaveLength(1);
  });

  it("refuses a rating out of 1–5 with 422, and another tenant's application with 404", async () => {
    const post = (uuid: string, token: string, scope: object) =>
      t.request({ method: 'POST', url: url(uuid), token, scope, payload: { rating: 6 } });
    expect((await post(w.apps.bob.uuid, w.tokens.admin, w.site)).statusCode).toBe(422);
    const foreign = await t.request({
      method: 'POST',
      url: url(w.apps.greta.uuid),
      token: w.tokens.admin,
      scope: w.site,
      payload: { rating: 3 },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get(url(w.apps.dan.uuid), w.tokens.staff, w.asBakery)).statusCode).toBe(404);
  });
});

describe('POST /portal/v1/applications/export', () => {
  async function exported(token: string, scope: object) {
    const res = await t.request({
      method: 'POST',
      url: `${URL}/export`,
      token,
      scope,
      payload: { sort: 'applied_at' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json<{ data: { id: string } }>().data.id;
    await runExport(t.deps, id);
    const download = await get(`/portal/v1/exports/${id}/download`, token, scope);
    const [header, ...lines] = download.body.trim().split('\r\n');
    return { header, rows: lines.map((line) => line.split(',')) };
  }

  it("writes the site's applications for staff, and only its employer's for an employer's admin", async () => {
    const staff = await exported(w.tokens.admin, w.site);
    expect(staff.header).toBe('id,candidate,email,job,reference,employer,status,stage,knocked_out,applied_at');
    expect(staff.rows.map((row) => row[1])).toEqual(['Alice Archer', 'Bob Brown', 'Carol Cook', 'Dan Diver']);
    const employer = await exported(w.tokens.employer, w.asBakery);
    expect(employer.rows.map((row) => row[1])).toEqual(['Alice Archer', 'Bob Brown', 'Carol Cook']);
  });

  it("refuses an employer's user without the export right", async () => {
    const res = await t.request({
      method: 'POST',
      url: `${URL}/export`,
      token: w.tokens.staff,
      scope: w.asBakery,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
