import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCapture } from '../bench/sql-replay.js';
import { useTestApp } from './helper.js';

// Decision 0070: a caller the process keeps costs a request one small statement — its token live,
// its grants version — instead of reading the user's memberships, roles and scope again.
const capture = createCapture();
const t = useTestApp({}, { logQuery: capture.logQuery });

const callerReads = (statements: { sql: string }[]) => statements.filter((s) => /from access_tokens t\b/.test(s.sql));

describe('a signed-in request whose caller the process keeps', () => {
  const employers = (token: string) =>
    t.request({
      method: 'GET',
      url: '/portal/v1/employers?per_page=1',
      token,
      scope: { sid: t.ids.site('acme/careers') },
    });

  it('checks its token and grants version in one statement and reads no grants', async () => {
    const token = await t.login('admin@acme.test');
    expect((await employers(token)).statusCode).toBe(200);
    capture.start();
    const res = await employers(token);
    const reads = callerReads(capture.stop());
    expect(res.statusCode).toBe(200);
    expect(reads).toHaveLength(1);
    expect(reads[0]?.sql).not.toMatch(/memberships|roles/);
  });

  it('reads the grants again once its version moved, and is built from them', async () => {
    const token = await t.login('recruiter@acme.test');
    expect((await employers(token)).statusCode).toBe(200);
    await t.deps.db.execute(sql`update users set name = 'Renamed Recruiter' where email = 'recruiter@acme.test'`);
    capture.start();
    const res = await employers(token);
    const reads = callerReads(capture.stop());
    expect(res.statusCode).toBe(200);
    expect(reads).toHaveLength(2);
    expect(reads[1]?.sql).toMatch(/memberships/);
    capture.start();
    await employers(token);
    expect(callerReads(capture.stop())).toHaveLength(1);
  });
});
