import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { exports, mailOutbox, users } from '../src/db/schema/index.js';
import { QUEUES } from '../src/lib/queue/queue.js';
import '../src/workers/workers.js';
import { requestExport, runExport } from '../src/modules/exports/service.js';
import { useTestApp } from './helper.js';

// No worker: the test runs the jobs itself, as a retry and the run it overlaps would.
const t = useTestApp();

describe('a job whose worker died', () => {
  it('is given back by every queue within two minutes, not after pg-boss’s default 15', async () => {
    // 30 s without a heartbeat, then maintenance (15 s) and the first retry delay (10–20 s): job-heartbeat.test.ts.
    const queues = await queryRows<{ name: string; expire_seconds: number }>(
      t.deps.db,
      sql`select name, expire_seconds from pgboss.queue order by name`,
    );
    expect(queues.map((q) => q.name)).toEqual([...QUEUES].sort());
    for (const queue of queues) expect(queue.expire_seconds).toBe(30);

    await t.deps.queue.send('mail.send', { id: -1 });
    const [job] = await queryRows<{ seconds: number }>(
      t.deps.db,
      sql`select extract(epoch from expire_in)::int as seconds from pgboss.job where name = 'mail.send'`,
    );
    expect(job?.seconds).toBe(30);
  });

  it('finishes an export once and mails it once when a retry runs beside the first run', async () => {
    const [admin] = await t.deps.db.select().from(users).where(eq(users.email, 'admin@acme.test'));
    if (!admin) throw new Error('demo admin missing');
    const { id } = await requestExport(t.deps, {
      siteId: t.ids.site('acme/careers'),
      userId: admin.id,
      kind: 'employers',
      params: {},
      baseUrl: 'http://localhost',
    });

    await Promise.all([runExport(t.deps, id), runExport(t.deps, id)]);

    const [row] = await t.deps.db.select().from(exports).where(eq(exports.id, id));
    expect(row?.status).toBe('done');
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, 'admin@acme.test'));
    expect(mails.filter((m) => m.text_body.includes(`/exports/${id}`))).toHaveLength(1);
  });
});
