import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { createCapture, isRead } from '../bench/sql-replay.js';
import { useTestApp } from './helper.js';

// Decision 0041: a signed-in request reads its caller in one statement, afresh every time.
const capture = createCapture();
const t = useTestApp({}, { logQuery: capture.logQuery });
const ids = t.ids;

const statuses = (token: string, scope: { sid?: number; empid?: number }) =>
  t.request({ method: 'GET', url: '/portal/v1/job-statuses', token, scope });

/** The statements one request sends. */
async function statementsOf(send: () => Promise<{ statusCode: number }>) {
  capture.start();
  const res = await send();
  return { status: res.statusCode, statements: capture.stop() };
}

describe('the caller in one round trip', () => {
  it('answers the cheapest signed-in route with one read statement once the token was touched', async () => {
    const token = await t.login('recruiter@acme.test');
    const sid = ids.site('acme/careers');
    // The first use writes the token's last use (at most once a minute), apart from the read.
    const first = await statementsOf(() => statuses(token, { sid }));
    expect(first.status).toBe(200);
    expect(first.statements.filter((s) => !isRead(s))).toHaveLength(1);
    const next = await statementsOf(() => statuses(token, { sid }));
    expect(next.status).toBe(200);
    expect(next.statements).toHaveLength(1);
    expect(next.statements.every(isRead)).toBe(true);
  });

  it('reads a selected employer and its site in that same statement', async () => {
    const token = await t.login('employer@acme.test');
    const empid = ids.employer('Acme Bakery');
    await statuses(token, { empid });
    const next = await statementsOf(() => statuses(token, { sid: ids.site('acme/careers'), empid }));
    expect(next.status).toBe(200);
    expect(next.statements).toHaveLength(1);
  });

  it('refuses, on the very next request, a user whose membership was removed', async () => {
    const token = await t.login('admin@acme.test');
    const sid = ids.site('acme/careers');
    expect((await statuses(token, { sid })).statusCode).toBe(200);
    await t.deps.db.execute(
      sql`delete from memberships where user_id = (select id from users where email = 'admin@acme.test')`,
    );
    const res = await statuses(token, { sid });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.scopeRefused });
  });

  it('refuses, on the very next request, a user who was disabled', async () => {
    const token = await t.login('staff@acme.test');
    const empid = ids.employer('Acme Bakery');
    expect((await statuses(token, { empid })).statusCode).toBe(200);
    await t.deps.db.execute(sql`update users set disabled_at = now() where email = 'staff@acme.test'`);
    const res = await statuses(token, { empid });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses a bad token with 401 before a malformed scope header with 422', async () => {
    const bad = await t.request({
      method: 'GET',
      url: '/portal/v1/job-statuses',
      token: 'x'.repeat(43),
      headers: { 'x-af-sid': 'abc' },
    });
    expect(bad.statusCode).toBe(401);
    const token = await t.login('recruiter@acme.test');
    const headers = { 'x-af-sid': 'abc' };
    const malformed = await t.request({ method: 'GET', url: '/portal/v1/job-statuses', token, headers });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      message: MESSAGES.givenDataInvalid,
      errors: { 'X-AF-SID': [MESSAGES.invalid] },
    });
  });
});
