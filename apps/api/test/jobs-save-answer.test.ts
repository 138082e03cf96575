import { describe, expect, it } from 'vitest';
import { createCapture, isRead } from '../bench/sql-replay.js';
import { useTestApp } from './helper.js';
import { jobCallers } from './jobs-lifecycle-helper.js';

// Decision 0074: a save answers the saved job from what it wrote — the row its write returned, the
// employer and key contact it checked, the saver — and never reads the job back.
const capture = createCapture();
const t = useTestApp({}, { logQuery: capture.logQuery });
const base = '/portal/v1/jobs';
const { admin } = jobCallers(t);
const readsOfJobs = (statements: Parameters<typeof isRead>[0][]) =>
  statements.filter((statement) => isRead(statement) && /\bfrom "jobs"/i.test(statement.sql)).length;

describe('the answer of POST and PATCH /portal/v1/jobs', () => {
  it('is the new draft as its detail reads it, without a read of the job', async () => {
    const { token, scope } = await admin();
    capture.start();
    const created = await t.request({
      method: 'POST',
      url: base,
      token,
      scope,
      payload: { title: 'Night baker', reference: 'NB-1', employer_id: t.ids.employer('Acme Bakery') },
    });
    const statements = capture.stop();
    expect(created.statusCode).toBe(201);
    expect(readsOfJobs(statements)).toBe(0);
    const job = created.json().data as { uuid: string };
    const detail = await t.request({ method: 'GET', url: `${base}/${job.uuid}/detail`, token, scope });
    expect(created.json().data).toEqual(detail.json().data);
  });

  it('is the changed draft as its detail reads it, the job read once, before the write', async () => {
    const { token, scope } = await admin();
    const created = await t.request({
      method: 'POST',
      url: base,
      token,
      scope,
      payload: { title: 'Pastry cook', employer_id: t.ids.employer('Acme Bakery') },
    });
    const { uuid } = created.json().data as { uuid: string };
    const contact = await t.request({ method: 'GET', url: `${base}/${uuid}/detail`, token, scope });
    capture.start();
    const patched = await t.request({
      method: 'PATCH',
      url: `${base}/${uuid}`,
      token,
      scope,
      payload: { title: 'Head pastry cook', pay_range: '$30 an hour', consultant_ids: [], tag_ids: [] },
    });
    const statements = capture.stop();
    expect(patched.statusCode).toBe(200);
    expect(readsOfJobs(statements)).toBe(1);
    const detail = await t.request({ method: 'GET', url: `${base}/${uuid}/detail`, token, scope });
    expect(patched.json().data).toEqual(detail.json().data);
    expect(patched.json().data).toMatchObject({ title: 'Head pastry cook', pay_range: '$30 an hour' });
    expect(contact.json().data.created_by).toEqual(patched.json().data.created_by);
  });
});
