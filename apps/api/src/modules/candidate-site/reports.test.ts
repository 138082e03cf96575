import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { apply, DOMAINS, jobOf, publicPath } from '../../../test/candidate-site-helper.js';
import { useTestApp } from '../../../test/helper.js';

// Low limits, so that the 429 is reached in a few requests.
const t = useTestApp({
  CANDIDATE_APPLY_MAX_PER_IP: '2',
  CANDIDATE_APPLY_MAX_PER_SITE: '4',
  CANDIDATE_REPORTS_MAX_PER_IP: '3',
  CANDIDATE_LIMIT_WINDOW_SECONDS: '600',
});
const careers = () => t.ids.site('acme/careers');

const post = (domain: string, uuid: string, what: 'flag' | 'feedback', payload: object, ip = '198.51.100.1') =>
  t.request({ method: 'POST', url: publicPath(domain, `/${uuid}/${what}`), payload, remoteAddress: ip });

describe('POST /portal/v1/public/sites/{domain}/jobs/{uuid}/flag and /feedback', () => {
  it("stores a flag and a feedback for the job's site", async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const flag = await post(DOMAINS.careers, dental.uuid, 'flag', { reason: 'spam', comments: 'Asks for a fee.' });
    expect(flag.statusCode).toBe(201);
    const feedback = await post(DOMAINS.careers, dental.uuid, 'feedback', { rating: 4, recommend_employer: true });
    expect(feedback.statusCode).toBe(201);
    const [flagRow] = await queryRows<{ site_id: number; job_id: number; reason: string; comments: string }>(
      t.deps.db,
      sql`select site_id, job_id, reason, comments from job_flags where uuid = ${flag.json().data.uuid}`,
    );
    expect(flagRow).toEqual({ site_id: careers(), job_id: dental.id, reason: 'spam', comments: 'Asks for a fee.' });
    const [feedbackRow] = await queryRows<{
      site_id: number;
      rating: number;
      recommend_employer: boolean;
      comments: null;
    }>(
      t.deps.db,
      sql`select site_id, rating, recommend_employer, comments from job_feedbacks where uuid = ${feedback.json().data.uuid}`,
    );
    expect(feedbackRow).toEqual({ site_id: careers(), rating: 4, recommend_employer: true, comments: null });
  });

  it('refuses a reason off the list and a rating out of range with 422', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const flag = await post(DOMAINS.careers, dental.uuid, 'flag', { reason: 'boring' }, '198.51.100.2');
    expect(flag.statusCode).toBe(422);
    expect(Object.keys(flag.json().errors)).toEqual(['reason']);
    const feedback = await post(
      DOMAINS.careers,
      dental.uuid,
      'feedback',
      { rating: 6, recommend_employer: true },
      '198.51.100.2',
    );
    expect(feedback.statusCode).toBe(422);
    expect(Object.keys(feedback.json().errors)).toEqual(['rating']);
  });

  it('answers 404 for a job that is not live or of another site', async () => {
    const expired = await jobOf(t, careers(), 'Junior Accountant');
    const foreign = await jobOf(t, t.ids.site('globex/talent'), 'Pastry Chef');
    const flagsOf = async (jobId: number) =>
      (
        await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from job_flags where job_id = ${jobId}`)
      )[0]?.n;
    const before = await flagsOf(foreign.id);
    for (const [i, job] of [expired, foreign].entries()) {
      const ip = `198.51.100.${30 + i}`;
      expect((await post(DOMAINS.careers, job.uuid, 'flag', { reason: 'spam' }, ip)).statusCode).toBe(404);
      const feedback = await post(DOMAINS.careers, job.uuid, 'feedback', { rating: 1, recommend_employer: false }, ip);
      expect(feedback.statusCode).toBe(404);
    }
    expect(await flagsOf(foreign.id)).toBe(before);
  });
});

describe('the candidate site rate limits', () => {
  it('answers 429 with Retry-After past the per-address limit of reports', async () => {
    const pastry = await jobOf(t, careers(), 'Pastry Chef');
    for (let i = 0; i < 3; i++) {
      expect((await post(DOMAINS.careers, pastry.uuid, 'flag', { reason: 'other' }, '198.51.100.9')).statusCode).toBe(
        201,
      );
    }
    const over = await post(
      DOMAINS.careers,
      pastry.uuid,
      'feedback',
      { rating: 2, recommend_employer: false },
      '198.51.100.9',
    );
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('600');
    expect((await post(DOMAINS.careers, pastry.uuid, 'flag', { reason: 'other' }, '198.51.100.10')).statusCode).toBe(
      201,
    );
  });

  it('answers 429 past the per-address and then the per-site limit of applications', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const ip = '198.51.100.20';
    expect((await apply(t, DOMAINS.careers, dental.uuid, { email: 'one@example.test', ip })).statusCode).toBe(201);
    expect((await apply(t, DOMAINS.careers, dental.uuid, { email: 'two@example.test', ip })).statusCode).toBe(201);
    const third = await apply(t, DOMAINS.careers, dental.uuid, { email: 'three@example.test', ip });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('600');
    // The site's own limit (4) counts only applications that passed their address's limit: the
    // refused third did not, so two more from new addresses fit and the one after is refused.
    expect((await apply(t, DOMAINS.careers, dental.uuid, { email: 'four@example.test' })).statusCode).toBe(201);
    expect((await apply(t, DOMAINS.careers, dental.uuid, { email: 'five@example.test' })).statusCode).toBe(201);
    expect((await apply(t, DOMAINS.careers, dental.uuid, { email: 'six@example.test' })).statusCode).toBe(429);
    // Another site keeps its own count.
    const talent = await jobOf(t, t.ids.site('globex/talent'), 'Dental Receptionist');
    expect((await apply(t, DOMAINS.talent, talent.uuid, { email: 'seven@example.test' })).statusCode).toBe(201);
  });
});
