import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exports } from '../src/db/schema/index.js';
import * as sample from './fixtures/sample-files.js';
import { useTestApp } from './helper.js';
import { useS3Server } from './s3-server.js';
import { upload } from './upload-helper.js';
import { uploadSweepScenario } from './upload-sweep-helper.js';

// Hooks run in order: the S3 server starts first, then the app is built on it.
const s3 = useS3Server();
const t = useTestApp(s3.env, { worker: true });
const ids = t.ids;
const scenario = uploadSweepScenario(t, async (key) => (await s3.read(key)) !== undefined);

async function waitForExport(id: string) {
  for (let i = 0; i < 100; i++) {
    const [row] = await t.deps.db.select().from(exports).where(eq(exports.id, id));
    if (row?.status !== 'pending') return row;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('export did not finish');
}

describe('files and exports on S3-compatible storage', () => {
  it('puts an upload in the bucket, not on local disk, and serves it back from there', async () => {
    expect(t.deps.storage.kind).toBe('s3');
    const token = await t.login('admin@acme.test');
    const sid = ids.site('acme/careers');
    const png = await sample.pngBytes(40, 10);
    const res = await upload(t, { token, sid, kind: 'banner', filename: 'banner.png', data: png });
    expect(res.statusCode).toBe(201);
    const { id, url } = res.json().data;

    expect((await s3.read(`uploads/${sid}/${id}`))?.equals(png)).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('streams a file bigger than one S3 part (multipart upload) and reads every byte back', async () => {
    const token = await t.login('recruiter@acme.test');
    const sid = ids.site('acme/careers');
    const pdf = Buffer.concat([sample.pdfBytes(), Buffer.alloc(7 * 1024 * 1024, 0x20)]);
    const res = await upload(t, { token, sid, kind: 'resume', filename: 'cv.pdf', data: pdf });
    expect(res.statusCode).toBe(201);
    const { url } = res.json().data;
    const read = await t.request({ method: 'GET', url, token, scope: { sid } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-length']).toBe(String(pdf.length));
    expect(read.rawPayload.equals(pdf)).toBe(true);
  });

  it('writes an export to the bucket and downloads it from there', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const res = await t.request({ method: 'POST', url: '/portal/v1/employers/export', token, scope, payload: {} });
    expect(res.statusCode).toBe(202);
    const id = res.json().data.id as string;
    const row = await waitForExport(id);
    expect(row?.status).toBe('done');

    const stored = await s3.read(`exports/${id}.csv`);
    expect(stored?.toString('utf8')).toMatch(/^id,business_name,/);
    expect(fs.existsSync(path.join(t.dataDir, 'exports'))).toBe(false);

    const download = await t.request({ method: 'GET', url: `/portal/v1/exports/${id}/download`, token, scope });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    expect(download.body).toBe(stored?.toString('utf8'));
    expect(download.body.trim().split('\r\n')).toHaveLength((row?.row_count ?? 0) + 1);
  });

  it("answers 404 for a row whose object is gone, and for another site's file", async () => {
    const token = await t.login('owner@acme.test');
    const sid = ids.site('acme/careers');
    const res = await upload(t, { token, sid, kind: 'photo', filename: 'me.png', data: await sample.pngBytes() });
    const { id, url } = res.json().data;
    const globex = await t.login('owner@globex.test');
    const foreign = await t.request({
      method: 'GET',
      url: `/portal/v1/files/${id}/content`,
      token: globex,
      scope: { sid: ids.site('globex/talent') },
    });
    expect(foreign.statusCode).toBe(404);

    await t.deps.storage.delete(`uploads/${sid}/${id}`);
    expect(await s3.read(`uploads/${sid}/${id}`)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('uploads no record points at, in the bucket (decision 0022)', () => {
  it('the sweep deletes an unattached upload older than UPLOADS_UNATTACHED_MAX_AGE_SECONDS, and keeps attached and younger ones', () =>
    scenario.sweepsOnlyOldUnattachedUploads());

  it('a replaced or removed logo, and a removed or deleted consultant photo, leave the bucket at once', () =>
    scenario.deletesLetGoFilesAtOnce());
});
