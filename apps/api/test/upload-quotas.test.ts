import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import * as sample from './fixtures/sample-files.js';
import { useTestApp } from './helper.js';
import { upload } from './upload-helper.js';

// A site may hold 2 MB, one uploader 1 MB (decision 0022).
const t = useTestApp({ UPLOADS_SITE_QUOTA_MB: '2', UPLOADS_USER_QUOTA_MB: '1' });
const ids = t.ids;
const KB = 1024;

/** A PDF of `kb` kilobytes. */
const pdfOf = (kb: number) =>
  Buffer.concat([sample.pdfBytes(), Buffer.alloc(kb * KB - sample.pdfBytes().length, 0x20)]);

const siteBytes = async (sid: number) =>
  (
    await queryRows<{ bytes: number }>(
      t.deps.db,
      sql`select coalesce(sum(size), 0)::int as bytes from files where site_id = ${sid}`,
    )
  )[0]?.bytes;

describe('storage quotas on POST /portal/v1/forms/upload-file', () => {
  const send = async (email: string, kb: number) =>
    upload(t, {
      token: await t.login(email),
      sid: ids.site('acme/careers'),
      kind: 'resume',
      filename: 'cv.pdf',
      data: pdfOf(kb),
    });

  it("answers 413 past the uploader's quota, naming it, and keeps nothing of the refused file", async () => {
    expect((await send('recruiter@acme.test', 700)).statusCode).toBe(201);
    const before = await siteBytes(ids.site('acme/careers'));
    const over = await send('recruiter@acme.test', 400);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: MESSAGES.userStorageFull });
    expect(await siteBytes(ids.site('acme/careers'))).toBe(before);
    // What still fits is taken.
    expect((await send('recruiter@acme.test', 300)).statusCode).toBe(201);
  });

  it("answers 413 past the site's quota, whoever uploads, while another site still takes files", async () => {
    expect((await send('admin@acme.test', 900)).statusCode).toBe(201);
    const full = await send('manager@acme.test', 200);
    expect(full.statusCode).toBe(413);
    expect(full.json()).toEqual({ message: MESSAGES.siteStorageFull });

    const elsewhere = await upload(t, {
      token: await t.login('manager@acme.test'),
      sid: ids.site('acme/jobs'),
      kind: 'resume',
      filename: 'cv.pdf',
      data: pdfOf(200),
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});
