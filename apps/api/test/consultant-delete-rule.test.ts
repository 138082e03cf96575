import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { useTestApp } from './helper.js';

// Jobs do not exist yet: pretend one live job shows every consultant, as the jobs feature will.
vi.mock('../src/modules/consultants/repository.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/modules/consultants/repository.js')>()),
  countLiveJobsShowing: vi.fn(() => Promise.resolve(1)),
}));

const t = useTestApp();
const ids = t.ids;

describe('deleting a consultant a live job shows', () => {
  it('is refused with 409 and the reason, and the consultant stays', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const [row] = await queryRows<{ id: number }>(
      t.deps.db,
      sql`select id from consultants where site_id = ${scope.sid} and name = 'Chloe Carter'`,
    );
    const url = `/portal/v1/consultants/${row?.id}`;
    const res = await t.request({ method: 'DELETE', url, token, scope });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.consultantOnLiveJobs });
    expect((await t.request({ method: 'GET', url, token, scope })).statusCode).toBe(200);
  });
});
