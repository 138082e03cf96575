import { describe, expect, it } from 'vitest';
import { createCapture } from '../../../bench/sql-replay.js';
import { DOMAINS, jobOf, publicPath } from '../../../test/candidate-site-helper.js';
import { useTestApp } from '../../../test/helper.js';

// Decision 0045, amended in session 10: a candidate's read of a job is one statement of the columns
// the public side uses, not the staff's fields.
const capture = createCapture();
const t = useTestApp({}, { logQuery: capture.logQuery });

describe('GET /portal/v1/public/sites/{domain}/jobs/{uuid}', () => {
  it('reads the job in one statement, without the staff-only columns', async () => {
    const job = await jobOf(t, t.ids.site('acme/careers'), 'Pastry Chef');
    const get = () => t.request({ method: 'GET', url: publicPath(DOMAINS.careers, `/${job.uuid}`) });
    expect((await get()).statusCode).toBe(200);
    capture.start();
    const res = await get();
    const statements = capture.stop();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ uuid: job.uuid, title: 'Pastry Chef' });
    expect(statements).toHaveLength(1);
    for (const column of ['application_emails', 'key_contact_id', 'links', 'product_id', 'created_by']) {
      expect(statements[0]?.sql).not.toContain(`"jobs"."${column}"`);
    }
  });
});
