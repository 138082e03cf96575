import { describe, expect, it } from 'vitest';
import { createCapture, isRead } from '../../../bench/sql-replay.js';
import { createKey } from '../../../test/api-keys-helper.js';
import { useTestApp } from '../../../test/helper.js';

// Decision 0105: a key's request reads its key, site, creator and the creator's grants in one
// statement, then spends its own budget (one upsert of its window's counter), and writes its last
// use at most once a minute: what it costs before any handler.
const capture = createCapture();
const t = useTestApp({}, { logQuery: capture.logQuery });

async function statementsOf(send: () => Promise<{ statusCode: number }>) {
  capture.start();
  const res = await send();
  return { status: res.statusCode, statements: capture.stop() };
}

describe('a request made with a key', () => {
  it('is settled in one read, the budget’s one statement, and a last use written once a minute', async () => {
    const admin = await t.login('admin@acme.test');
    const { key } = await createKey(t, admin, t.ids.site('acme/careers'), { name: 'Counted', rights: ['jobs.read'] });
    // A route the key lacks the right for: refused before its handler, so only the sign-in counts.
    const refused = () => t.request({ method: 'GET', url: '/portal/v1/site/tags', token: key });
    const first = await statementsOf(refused);
    expect(first.status).toBe(403);
    expect(first.statements).toHaveLength(3);
    const next = await statementsOf(refused);
    expect(next.status).toBe(403);
    expect(next.statements).toHaveLength(2);
    expect(next.statements.filter(isRead)).toHaveLength(1);
  });
});
