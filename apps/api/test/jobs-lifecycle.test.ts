import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_STATUSES, JOB_TRANSITION_NAMES, JOB_TRANSITIONS, MESSAGES, type JobStatus } from '@portal/contract';
import { auditEvents } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';
import { contactOf, insertJob, jobCallers, liveCounts, mailsTo, statusOf } from './jobs-lifecycle-helper.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/jobs';
const careers = () => ids.site('acme/careers');
const bakery = () => ids.employer('Acme Bakery');
const bodyOf = (name: string) => (name === 'reject' ? { reason: 'The advert names no pay range.' } : {});

const { admin, bakeryAdmin } = jobCallers(t);

describe('POST /portal/v1/jobs/{uuid}/{transition}', () => {
  it('makes every allowed move, refuses every other with 409, and keeps the live count true', async () => {
    const { token, scope } = await admin();
    for (const name of JOB_TRANSITION_NAMES) {
      const { from, to } = JOB_TRANSITIONS[name];
      for (const status of JOB_STATUSES) {
        const uuid = await insertJob(t, careers(), bakery(), status);
        const res = await t.request({
          method: 'POST',
          url: `${base}/${uuid}/${name}`,
          token,
          scope,
          payload: bodyOf(name),
        });
        const allowed = (from as readonly JobStatus[]).includes(status);
        const label = `${name} from ${status}`;
        if (allowed) {
          expect([res.statusCode, res.json()], label).toEqual([200, { data: { updated: status === to ? 0 : 1 } }]);
          expect(await statusOf(t, uuid), label).toBe(to);
        } else {
          expect([res.statusCode, res.json()], label).toEqual([409, { message: MESSAGES.statusConflict }]);
          expect(await statusOf(t, uuid), label).toBe(status);
        }
        const counts = await liveCounts(t, bakery());
        expect(counts.counter, label).toBe(counts.actual);
      }
    }
  });

  it('runs many in one request with the count of changed jobs, all or nothing', async () => {
    const { token, scope } = await admin();
    const live = [await insertJob(t, careers(), bakery(), 'live'), await insertJob(t, careers(), bakery(), 'live')];
    const already = await insertJob(t, careers(), bakery(), 'unlisted');
    const unlist = await t.request({
      method: 'POST',
      url: `${base}/bulk/unlist`,
      token,
      scope,
      payload: { ids: [...live, already] },
    });
    expect(unlist.json()).toEqual({ data: { updated: 2 } });

    const draft = await insertJob(t, careers(), bakery(), 'draft');
    const refused = await t.request({
      method: 'POST',
      url: `${base}/bulk/relist`,
      token,
      scope,
      payload: { ids: [...live, draft] },
    });
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: MESSAGES.statusConflict }]);
    expect(await statusOf(t, live[0] ?? '')).toBe('unlisted');

    const globex = await insertJob(t, ids.site('globex/talent'), ids.employer('Globex Manufacturing'), 'live');
    const foreign = await t.request({
      method: 'POST',
      url: `${base}/bulk/expire`,
      token,
      scope,
      payload: { ids: [...live, globex] },
    });
    expect(foreign.statusCode).toBe(404);
    expect([await statusOf(t, live[0] ?? ''), await statusOf(t, globex)]).toEqual(['unlisted', 'live']);
    const counts = await liveCounts(t, bakery());
    expect(counts.counter).toBe(counts.actual);
  });

  it('records who moved a job, when and why, in its history and the audit', async () => {
    const { token, scope } = await admin();
    const uuid = await insertJob(t, careers(), bakery(), 'on_hold');
    const reason = 'The advert names no pay range.';
    await t.request({ method: 'POST', url: `${base}/${uuid}/reject`, token, scope, payload: { reason } });
    const history = await t.request({ method: 'GET', url: `${base}/${uuid}/history`, token, scope });
    expect(history.json().data).toEqual([
      expect.objectContaining({
        from_status: 'on_hold',
        to_status: 'rejected',
        action: 'reject',
        reason,
        changed_by: expect.objectContaining({ name: 'Ada Admin' }),
      }),
    ]);
    const audit = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'job'), eq(auditEvents.subject_id, uuid)));
    expect(audit).toEqual([expect.objectContaining({ action: 'reject', details: { reason } })]);
  });

  it('lets an employer admin unlist and relist its own jobs but not another employer’s (404)', async () => {
    const { token, scope } = await bakeryAdmin();
    const own = await insertJob(t, careers(), bakery(), 'live');
    const other = await insertJob(t, careers(), ids.employer('Bright Dental'), 'live');
    const unlist = (uuid: string) => t.request({ method: 'POST', url: `${base}/${uuid}/unlist`, token, scope });
    expect((await unlist(own)).json()).toEqual({ data: { updated: 1 } });
    expect((await unlist(other)).statusCode).toBe(404);
    expect(await statusOf(t, other)).toBe('live');
  });
});

describe('the hold queue: GET /portal/v1/jobs/on-hold, approve and reject', () => {
  it('lists only jobs on hold, to staff', async () => {
    const { token, scope } = await admin();
    const held = await insertJob(t, careers(), bakery(), 'on_hold', { title: 'Queue Baker' });
    const res = await t.request({ method: 'GET', url: `${base}/on-hold?per_page=100`, token, scope });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { uuid: string; status: string }[];
    expect(rows.map((row) => row.uuid)).toContain(held);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['on_hold']));
  });

  it('is staff-only even for an employer admin who may change its jobs (403 on the queue, approve and reject)', async () => {
    const { token, scope } = await bakeryAdmin();
    const held = await insertJob(t, careers(), bakery(), 'on_hold');
    const calls = [
      { method: 'GET' as const, url: `${base}/on-hold` },
      { method: 'POST' as const, url: `${base}/${held}/approve`, payload: {} },
      { method: 'POST' as const, url: `${base}/${held}/reject`, payload: { reason: 'Mine' } },
      { method: 'POST' as const, url: `${base}/bulk/approve`, payload: { ids: [held] } },
      { method: 'POST' as const, url: `${base}/bulk/reject`, payload: { ids: [held], reason: 'Mine' } },
    ];
    for (const call of calls) {
      const res = await t.request({ ...call, token, scope });
      expect(res.statusCode, call.url).toBe(403);
    }
    expect(await statusOf(t, held)).toBe('on_hold');
  });

  it('approves and rejects many at once, mailing the employer’s contact for each', async () => {
    const { token, scope } = await admin();
    const contact = await contactOf(t, bakery());
    const before = (await mailsTo(t, contact)).length;
    const toApprove = [
      await insertJob(t, careers(), bakery(), 'on_hold', { title: 'Approved Baker' }),
      await insertJob(t, careers(), bakery(), 'on_hold', { title: 'Approved Cook' }),
    ];
    const toReject = await insertJob(t, careers(), bakery(), 'on_hold', { title: 'Rejected Porter' });
    const approved = await t.request({
      method: 'POST',
      url: `${base}/bulk/approve`,
      token,
      scope,
      payload: { ids: toApprove },
    });
    expect(approved.json()).toEqual({ data: { updated: 2 } });
    const rejected = await t.request({
      method: 'POST',
      url: `${base}/bulk/reject`,
      token,
      scope,
      payload: { ids: [toReject], reason: 'Duplicate of an advert already live.' },
    });
    expect(rejected.json()).toEqual({ data: { updated: 1 } });
    const mails = (await mailsTo(t, contact)).slice(before);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your job "Approved Baker" is live',
      'Your job "Approved Cook" is live',
      'Your job "Rejected Porter" was not approved',
    ]);
    expect(mails.find((mail) => mail.subject.includes('Porter'))?.text_body).toContain(
      'Reason: Duplicate of an advert already live.',
    );
    const counts = await liveCounts(t, bakery());
    expect(counts.counter).toBe(counts.actual);
  });

  it('requires a bounded reason to reject', async () => {
    const { token, scope } = await admin();
    const held = await insertJob(t, careers(), bakery(), 'on_hold');
    for (const reason of ['', ' ', 'x'.repeat(1001)]) {
      const res = await t.request({ method: 'POST', url: `${base}/${held}/reject`, token, scope, payload: { reason } });
      expect(res.statusCode, JSON.stringify(reason)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['reason']);
    }
    expect(await statusOf(t, held)).toBe('on_hold');
  });
});
