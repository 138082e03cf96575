import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, jobs, jobStatusHistory } from '../src/db/schema/index.js';
import { EXPIRY_WARNING_DAYS, sweepJobs } from '../src/modules/jobs/index.js';
import { useTestApp } from './helper.js';
import { contactOf, insertJob, liveCounts, mailsTo, statusOf } from './jobs-lifecycle-helper.js';

// Decision 0038: the worker's sweep expires jobs after their advert end date and warns the employer
// once, a few days before. The sweep's function is called directly with the day it runs on.
const t = useTestApp();
const ids = t.ids;
const careers = () => ids.site('acme/careers');
const bakery = () => ids.employer('Acme Bakery');
const now = new Date();
const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the jobs sweep', () => {
  it('expires live and unlisted jobs past their end date, keeps the last day live, and records each move', async () => {
    const ended = await insertJob(t, careers(), bakery(), 'live', { advert_end_date: day(-1) });
    const endedUnlisted = await insertJob(t, careers(), bakery(), 'unlisted', { advert_end_date: day(-3) });
    const lastDay = await insertJob(t, careers(), bakery(), 'live', { advert_end_date: day(0) });
    const heldPast = await insertJob(t, careers(), bakery(), 'on_hold', { advert_end_date: day(-1) });
    await sweepJobs(t.deps, now);
    expect(await Promise.all([ended, endedUnlisted, lastDay, heldPast].map((uuid) => statusOf(t, uuid)))).toEqual([
      'expired',
      'expired',
      'live',
      'on_hold',
    ]);
    const counts = await liveCounts(t, bakery());
    expect(counts.counter).toBe(counts.actual);
    const [row] = await t.deps.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.uuid, ended));
    const history = await t.deps.db
      .select()
      .from(jobStatusHistory)
      .where(eq(jobStatusHistory.job_id, row?.id ?? 0));
    expect(history).toEqual([
      expect.objectContaining({ from_status: 'live', to_status: 'expired', action: 'expire', changed_by: null }),
    ]);
    const audit = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'job'), eq(auditEvents.subject_id, ended)));
    expect(audit).toEqual([expect.objectContaining({ action: 'expire', actor_id: null })]);
  });

  it('warns the employer’s contact once about a live job ending within the warning window', async () => {
    const contact = await contactOf(t, bakery());
    const before = (await mailsTo(t, contact)).length;
    await insertJob(t, careers(), bakery(), 'live', {
      title: 'Ending Baker',
      advert_end_date: day(EXPIRY_WARNING_DAYS - 1),
    });
    await insertJob(t, careers(), bakery(), 'live', {
      title: 'Later Baker',
      advert_end_date: day(EXPIRY_WARNING_DAYS + 2),
    });
    await insertJob(t, careers(), bakery(), 'unlisted', { title: 'Hidden Baker', advert_end_date: day(1) });
    await sweepJobs(t.deps, now);
    await sweepJobs(t.deps, now);
    const mails = (await mailsTo(t, contact)).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your job "Ending Baker" expires on ${day(EXPIRY_WARNING_DAYS - 1)}`,
    ]);
  });
});
