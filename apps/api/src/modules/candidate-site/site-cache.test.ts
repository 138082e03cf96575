import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCapture, type Statement } from '../../../bench/sql-replay.js';
import { notifySitesChanged } from '../../db/sites-changed.js';
import { DOMAINS, publicPath } from '../../../test/candidate-site-helper.js';
import { useTestApp } from '../../../test/helper.js';

// Decision 0045, amended in session 10: a public path's domain is read once per process, until a
// change of which site it names is announced.
const capture = createCapture();
const t = useTestApp({}, { logQuery: capture.logQuery });

/** The uuids of the feed's jobs on `domain`, or the status when it is not 200. */
const jobsOn = async (domain: string) => {
  const res = await t.request({ method: 'GET', url: publicPath(domain) });
  return res.statusCode === 200
    ? (res.json().data as { uuid: string }[]).map((job) => job.uuid).join()
    : res.statusCode;
};
const readsDomain = (statements: Statement[]) => statements.some((s) => s.sql.includes('"site_domains"'));

/** Asks until `check` holds (the listener hears an announcement a moment after the commit); at most 5 s. */
async function eventually(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** Whether a request of the feed on `domain` reads the domain's site from the database. */
async function feedReadsDomain(domain: string) {
  capture.start();
  await jobsOn(domain);
  return readsDomain(capture.stop());
}

describe('the site of a public path', () => {
  it('is read from the database once, then the feed sends only its own statements', async () => {
    expect(await feedReadsDomain(DOMAINS.acmeJobs)).toBe(true);
    capture.start();
    const res = await t.request({ method: 'GET', url: publicPath(DOMAINS.acmeJobs) });
    const statements = capture.stop();
    expect(res.statusCode).toBe(200);
    expect(readsDomain(statements)).toBe(false);
    expect(statements.every((s) => s.sql.includes('"jobs"'))).toBe(true);
  });

  it('never keeps a domain no site holds: one added later answers at once', async () => {
    expect(await jobsOn('later.example')).toBe(404);
    await t.deps.db.execute(
      sql`insert into site_domains (domain, site_id, is_primary) values ('later.example', ${t.ids.site('acme/careers')}, false)`,
    );
    expect(await jobsOn('later.example')).toEqual(await jobsOn(DOMAINS.careers));
  });

  it('answers the new site once a move of the domain is announced, and 404 once it is gone', async () => {
    const talent = await jobsOn(DOMAINS.talent);
    const careers = await jobsOn(DOMAINS.careers);
    expect(talent).not.toEqual(careers);
    expect(await eventually(async () => !(await feedReadsDomain(DOMAINS.talent)))).toBe(true);
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(
        sql`update site_domains set site_id = ${t.ids.site('acme/careers')}, is_primary = false where domain = ${DOMAINS.talent}`,
      );
      await notifySitesChanged(tx);
    });
    expect(await eventually(async () => (await jobsOn(DOMAINS.talent)) === careers)).toBe(true);
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`delete from site_domains where domain = ${DOMAINS.talent}`);
      await notifySitesChanged(tx);
    });
    expect(await eventually(async () => (await jobsOn(DOMAINS.talent)) === 404)).toBe(true);
  });
});
