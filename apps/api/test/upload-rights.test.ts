import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILE_KINDS, MESSAGES, type FileKind } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import * as sample from './fixtures/sample-files.js';
import { useTestApp } from './helper.js';
import { upload } from './upload-helper.js';

const t = useTestApp({ UPLOADS_MAX_PER_USER: '100' });
const ids = t.ids;

/** Everything an upload could leave behind: the files table, stored objects and upload temporaries. */
async function stored() {
  const list = (dir: string): string[] =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : [];
  const [row] = await queryRows<{ count: number }>(t.deps.db, sql`select count(*)::int as count from files`);
  return {
    rows: row?.count,
    objects: list(path.join(t.dataDir, 'uploads')),
    temporaries: list(path.join(t.dataDir, 'tmp', 'uploads')),
  };
}

const sampleOf = async (kind: FileKind) =>
  ({ stylesheet: sample.cssBytes(), resume: sample.pdfBytes(), document: sample.pdfBytes() })[kind as string] ??
  (await sample.pngBytes());

type Who = 'admin' | 'recruiter' | 'employer' | 'staff';
const LOGIN: Record<Who, string> = {
  admin: 'admin@acme.test', // site admin: settings, consultants, seekers
  recruiter: 'recruiter@acme.test', // site: seekers.update, consultants.read, no settings
  employer: 'employer@acme.test', // employer admin of Acme Bakery: applications.all
  staff: 'staff@acme.test', // employer user of Acme Bakery: applications.read and update (decision 0046)
};

/** Who may upload each kind (decision 0022); everyone else signed in to the site gets 403. */
const ALLOWED: Record<FileKind, Who[]> = {
  banner: ['admin', 'recruiter', 'employer', 'staff'],
  logo: ['admin'],
  favicon: ['admin'],
  stylesheet: ['admin'],
  avatar: ['admin', 'recruiter', 'employer', 'staff'],
  photo: ['admin'],
  resume: ['admin', 'recruiter', 'employer', 'staff'],
  document: ['admin', 'recruiter', 'employer', 'staff'],
};

describe('POST /portal/v1/forms/upload-file: each kind needs its right', () => {
  it('refuses an employer user posting a stylesheet with 403, and stores nothing', async () => {
    const before = await stored();
    const token = await t.login('staff@acme.test');
    const res = await upload(t, {
      token,
      sid: ids.site('acme/careers'),
      empid: ids.employer('Acme Bakery'),
      kind: 'stylesheet',
      filename: 'evil.css',
      data: sample.cssBytes(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
    expect(await stored()).toEqual(before);
  });

  it('answers 403 before reading the body: a body that is not even multipart gets no 422', async () => {
    const token = await t.login('recruiter@acme.test');
    const res = await t.request({
      method: 'POST',
      url: '/portal/v1/forms/upload-file?kind=logo',
      token,
      scope: { sid: ids.site('acme/careers') },
      payload: { not: 'a file' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets exactly the holders of each kind’s right upload it, per level', async () => {
    const sid = ids.site('acme/careers');
    const empid = ids.employer('Acme Bakery');
    const tokens = Object.fromEntries(
      await Promise.all(Object.entries(LOGIN).map(async ([who, email]) => [who, await t.login(email)])),
    ) as Record<Who, string>;
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const kind of FILE_KINDS) {
      const data = await sampleOf(kind);
      for (const who of Object.keys(LOGIN) as Who[]) {
        const scope = who === 'employer' || who === 'staff' ? { empid } : {};
        const res = await upload(t, { token: tokens[who], sid, ...scope, kind, filename: `f.${kind}`, data });
        seen[`${kind} by ${who}`] = res.statusCode;
        expected[`${kind} by ${who}`] = ALLOWED[kind].includes(who) ? 201 : 403;
      }
    }
    expect(seen).toEqual(expected);
  });

  it('does not let an employer membership upload for the site without its employer selected', async () => {
    const token = await t.login('employer@acme.test');
    const res = await upload(t, {
      token,
      sid: ids.site('acme/careers'),
      kind: 'resume',
      filename: 'cv.pdf',
      data: sample.pdfBytes(),
    });
    expect(res.statusCode).toBe(403);
  });
});
