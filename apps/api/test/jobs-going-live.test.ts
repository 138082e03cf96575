import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type EmployerStatus } from '@portal/contract';
import { employers } from '../src/db/schema/index.js';
import { useTestApp } from './helper.js';
import { insertJob, jobCallers, liveCounts, productOf, statusOf } from './jobs-lifecycle-helper.js';

const t = useTestApp();
const base = '/portal/v1/jobs';
const careers = () => t.ids.site('acme/careers');
const bakery = () => t.ids.employer('Acme Bakery');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const { admin } = jobCallers(t);

const setEmployerStatus = (status: EmployerStatus) =>
  t.deps.db.update(employers).set({ status }).where(eq(employers.id, bakery()));

describe('a job goes live only for an active employer and a running advert', () => {
  it('refuses to publish, approve or relist a job of an employer that is not active (409), and moves nothing', async () => {
    const who = await admin();
    const standard = await productOf(t, careers());
    const draft = await insertJob(t, careers(), bakery(), 'draft');
    const held = await insertJob(t, careers(), bakery(), 'on_hold');
    const unlisted = await insertJob(t, careers(), bakery(), 'unlisted');
    for (const status of ['disabled', 'on_hold', 'rejected'] as const) {
      await setEmployerStatus(status);
      const moves = [
        { url: `${base}/${draft}/publish`, payload: { product: standard.uuid, pay_with: 'none' } },
        { url: `${base}/${held}/approve`, payload: {} },
        { url: `${base}/${unlisted}/relist`, payload: {} },
      ];
      for (const move of moves) {
        const res = await t.request({ method: 'POST', ...move, ...who });
        expect([res.statusCode, res.json()], `${move.url} (${status})`).toEqual([
          409,
          { message: MESSAGES.employerNotActive },
        ]);
      }
    }
    expect([await statusOf(t, draft), await statusOf(t, held), await statusOf(t, unlisted)]).toEqual([
      'draft',
      'on_hold',
      'unlisted',
    ]);
    await setEmployerStatus('active');
    const res = await t.request({ method: 'POST', url: `${base}/${unlisted}/relist`, ...who, payload: {} });
    expect(res.statusCode).toBe(200);
    const counts = await liveCounts(t, bakery());
    expect(counts.counter).toBe(counts.actual);
  });

  it('refuses to approve or relist a job whose advert has ended (409), and lets one ending today go live', async () => {
    const who = await admin();
    const ended = { advert_start_date: day(-30), advert_end_date: day(-1) };
    const held = await insertJob(t, careers(), bakery(), 'on_hold', ended);
    const unlisted = await insertJob(t, careers(), bakery(), 'unlisted', ended);
    for (const [uuid, name] of [
      [held, 'approve'],
      [unlisted, 'relist'],
    ] as const) {
      const res = await t.request({ method: 'POST', url: `${base}/${uuid}/${name}`, ...who, payload: {} });
      expect([res.statusCode, res.json()], name).toEqual([409, { message: MESSAGES.advertEnded }]);
    }
    const endsToday = await insertJob(t, careers(), bakery(), 'on_hold', { advert_end_date: day(0) });
    const res = await t.request({ method: 'POST', url: `${base}/${endsToday}/approve`, ...who, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(t, endsToday)).toBe('live');
  });
});
