import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { apply, DOMAINS, jobOf } from './candidate-site-helper.js';
import * as sample from './fixtures/sample-files.js';
import { outageRows } from './outage-rows.js';
import { useTestApp } from './helper.js';
import { useS3Server } from './s3-server.js';
import { until } from './until.js';
import { upload } from './upload-helper.js';

// A real S3 server (s3rver) stopped under the app and its worker, then started again (decision 0096).
const s3 = useS3Server();
const t = useTestApp(s3.env, { worker: true });

/** The upload temporaries left under DATA_DIR (none once a request is answered). */
const temporaries = () => {
  const dir = path.join(t.dataDir, 'tmp', 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

const { countOf, exportRow, jobStatesOf } = outageRows(() => t.deps.db);

function expectStorageUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('30');
  expect(res.json()).toEqual({ message: MESSAGES.storageUnavailable });
}

describe('the S3 service down (decision 0096)', () => {
  it('answers an upload 503 with Retry-After, writes no row and no object, and takes it once S3 is back', async () => {
    const token = await t.login('admin@acme.test');
    const sid = t.ids.site('acme/careers');
    const png = await sample.pngBytes(40, 10);
    const filesBefore = await countOf('files');
    const objectsBefore = await s3.keys(`uploads/${sid}/`);

    await s3.stop();
    try {
      expectStorageUnavailable(await upload(t, { token, sid, kind: 'banner', filename: 'banner.png', data: png }));
      expect(await countOf('files')).toBe(filesBefore);
      expect(temporaries()).toEqual([]);
    } finally {
      await s3.start();
    }
    expect(await s3.keys(`uploads/${sid}/`)).toEqual(objectsBefore);

    const res = await upload(t, { token, sid, kind: 'banner', filename: 'banner.png', data: png });
    expect(res.statusCode).toBe(201);
    expect((await s3.read(`uploads/${sid}/${res.json().data.id}`))?.equals(png)).toBe(true);
  });

  it('answers a file download 503 with the storage sentence while S3 is down, and serves it once it is back', async () => {
    const token = await t.login('admin@acme.test');
    const sid = t.ids.site('acme/careers');
    const png = await sample.pngBytes(20, 10);
    const stored = await upload(t, { token, sid, kind: 'banner', filename: 'b.png', data: png });
    const { url } = stored.json().data;

    await s3.stop();
    try {
      expectStorageUnavailable(await t.app.inject({ method: 'GET', url }));
    } finally {
      await s3.start();
    }
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a candidate’s application with a resume 503, leaving no seeker, application or file behind', async () => {
    const job = await jobOf(t, t.ids.site('acme/careers'), 'Pastry Chef');
    const before = await Promise.all(['seekers', 'applications', 'files'].map(countOf));

    await s3.stop();
    try {
      const res = await apply(t, DOMAINS.careers, job.uuid, {
        email: 'during.outage@example.test',
        answers: { '0': 'yes', '1': 'Mornings' },
        resume: { filename: 'cv.pdf', data: sample.pdfBytes() },
      });
      expectStorageUnavailable(res);
    } finally {
      await s3.start();
    }
    expect(await Promise.all(['seekers', 'applications', 'files'].map(countOf))).toEqual(before);
    expect(temporaries()).toEqual([]);
  });

  it('keeps an export pending while S3 is down, and the queue’s retry writes it once S3 is back', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: t.ids.site('acme/careers') };

    await s3.stop();
    let id: string;
    try {
      const res = await t.request({ method: 'POST', url: '/portal/v1/employers/export', token, scope, payload: {} });
      expect(res.statusCode).toBe(202);
      id = res.json().data.id as string;
      // The first run could not write: the job waits for its retry, the export is still pending.
      await until('the first run failed', async () => (await jobStatesOf(id)).includes('retry'));
      expect((await exportRow(id))?.status).toBe('pending');
    } finally {
      await s3.start();
    }

    const done = await until('the export written', async () => {
      const row = await exportRow(id);
      return row?.status === 'pending' ? undefined : row;
    });
    expect(done.status).toBe('done');
    const download = await t.request({ method: 'GET', url: `/portal/v1/exports/${id}/download`, token, scope });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe((await s3.read(`exports/${id}.csv`))?.toString('utf8'));
  });
});
