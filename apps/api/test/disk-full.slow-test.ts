import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import * as sample from './fixtures/sample-files.js';
import { outageRows } from './outage-rows.js';
import { buildTestApp, seedIds, type SeedIds, type TestApp } from './helper.js';
import { until } from './until.js';
import { upload } from './upload-helper.js';

// DATA_DIR on a real 2 MB tmpfs, filled to the last byte by a file of our own: the kernel answers
// ENOSPC to the app's writes (decision 0096). Mounting needs root, as .ci/run runs; the database
// (PGlite in memory here, a server in production) is elsewhere.
const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-full-'));
const filler = path.join(mountPoint, 'filler');
let t: TestApp;
let ids: SeedIds;

/** Writes the filler until the kernel refuses a byte more. */
function fillDisk() {
  const fd = fs.openSync(filler, 'a');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  // Smaller writes fill the last partial page.
  try {
    for (;;) fs.writeSync(fd, chunk.subarray(0, 1));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
}

beforeAll(async () => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mountPoint], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`disk-full test: mounting a 2 MB tmpfs needs root (as .ci/run runs): ${String(error)}`);
  }
  t = await buildTestApp({ DATA_DIR: mountPoint }, { worker: true });
  ids = await seedIds(t);
});
afterAll(async () => {
  await t?.close();
  execFileSync('umount', [mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
});

/** Every file under DATA_DIR but the filler: what the app left on the full disk. */
const leftOnDisk = () =>
  (fs.readdirSync(mountPoint, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && path.join(entry.parentPath, entry.name) !== filler)
    .map((entry) => path.relative(mountPoint, path.join(entry.parentPath, entry.name)));

const { countOf, exportRow, jobStatesOf } = outageRows(() => t.deps.db);

describe('the disk under DATA_DIR full (decision 0096)', () => {
  it('refuses an upload 503 with Retry-After, leaving no partial file and no row; the database keeps working', async () => {
    const token = await t.login('admin@acme.test');
    const sid = ids.site('acme/careers');
    const filesBefore = await countOf('files');
    fillDisk();
    try {
      const png = await sample.pngBytes(200, 200);
      const res = await upload(t, { token, sid, kind: 'banner', filename: 'banner.png', data: png });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toEqual({ message: MESSAGES.storageUnavailable });
      expect(await countOf('files')).toBe(filesBefore);
      expect(leftOnDisk()).toEqual([]);

      // Writes that need no disk of ours are served as ever.
      const tag = await t.request({
        method: 'POST',
        url: '/portal/v1/site/tags',
        token,
        scope: { sid },
        payload: { name: 'Written while the disk is full' },
      });
      expect(tag.statusCode).toBe(201);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      fs.rmSync(filler);
    }
    const res = await upload(t, {
      token,
      sid,
      kind: 'banner',
      filename: 'banner.png',
      data: await sample.pngBytes(20, 20),
    });
    expect(res.statusCode).toBe(201);
  });

  it('keeps an export pending with no partial file while the disk is full, and writes it once there is room', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    fillDisk();
    let id: string;
    try {
      const res = await t.request({ method: 'POST', url: '/portal/v1/employers/export', token, scope, payload: {} });
      expect(res.statusCode).toBe(202);
      id = res.json().data.id as string;
      // The queue ran the job and will run it again: the export is pending, nothing of it on disk.
      await until('the first run failed', async () => (await jobStatesOf(id)).includes('retry'));
      expect((await exportRow(id))?.status).toBe('pending');
      expect(leftOnDisk().filter((file) => file.startsWith('exports'))).toEqual([]);
    } finally {
      fs.rmSync(filler);
    }
    const done = await until('the export written', async () => {
      const row = await exportRow(id);
      return row?.status === 'pending' ? undefined : row;
    });
    expect(done.status).toBe('done');
    const download = await t.request({ method: 'GET', url: `/portal/v1/exports/${id}/download`, token, scope });
    expect(download.statusCode).toBe(200);
    expect(download.body).toMatch(/^id,business_name,/);
  });
});
