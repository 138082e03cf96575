import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { insertJob } from '../../../test/jobs-lifecycle-helper.js';
import { insertFeedback, jobByUuid } from '../../../test/candidate-fixture.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/site/job-feedbacks';
const careers = () => ids.site('acme/careers');
const admin = async () => ({ token: await t.login('admin@acme.test'), scope: { sid: careers() } });
const bakeryAdmin = async () => ({
  token: await t.login('employer@acme.test'),
  scope: { sid: careers(), empid: ids.employer('Acme Bakery') },
});

async function job(site = careers(), employer = ids.employer('Acme Bakery')) {
  const uuid = await insertJob(t, site, employer, 'live');
  return { uuid, ...(await jobByUuid(t.deps, uuid)) };
}

describe('GET /portal/v1/site/job-feedbacks/{uuid}', () => {
  it("pages a job's feedback newest first, and gives its average rating", async () => {
    const rated = await job();
    await insertFeedback(t.deps, rated, 4, true, {
      comments: 'Clear advert',
      created_at: new Date(Date.now() - 7_200_000),
    });
    await insertFeedback(t.deps, rated, 5, true, { created_at: new Date(Date.now() - 3_600_000) });
    await insertFeedback(t.deps, rated, 2, false);
    const caller = await admin();
    const list = await t.request({ method: 'GET', url: `${base}/${rated.uuid}?per_page=2`, ...caller });
    expect(list.json()).toMatchObject({
      data: [
        { rating: 2, recommend_employer: false, comments: null },
        { rating: 5, recommend_employer: true },
      ],
      meta: { total: 3, last_page: 2 },
    });
    const average = await t.request({ method: 'GET', url: `${base}/${rated.uuid}/average-rating`, ...caller });
    expect(average.json()).toEqual({ data: { average: 3.67, count: 3, recommend_count: 2 } });
  });

  it('answers an empty page and a null average when no feedback was left', async () => {
    const quiet = await job();
    const caller = await admin();
    const list = await t.request({ method: 'GET', url: `${base}/${quiet.uuid}`, ...caller });
    expect(list.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const average = await t.request({ method: 'GET', url: `${base}/${quiet.uuid}/average-rating`, ...caller });
    expect(average.json()).toEqual({ data: { average: null, count: 0, recommend_count: 0 } });
  });

  it("lets an employer's user read their own jobs' feedback, and answers 404 for another employer's or site's job", async () => {
    const own = await job();
    await insertFeedback(t.deps, own, 3, true);
    const other = await job(careers(), ids.employer('Bright Dental'));
    const foreign = await job(ids.site('globex/talent'), ids.employer('Globex Manufacturing'));
    await insertFeedback(t.deps, foreign, 1, false);
    const employer = await bakeryAdmin();
    const read = (uuid: string, suffix = '') =>
      t.request({ method: 'GET', url: `${base}/${uuid}${suffix}`, ...employer });
    expect((await read(own.uuid)).json()).toMatchObject({ meta: { total: 1 } });
    expect((await read(other.uuid)).statusCode).toBe(404);
    expect((await read(other.uuid, '/average-rating')).statusCode).toBe(404);
    const staff = await admin();
    for (const suffix of ['', '/average-rating']) {
      const res = await t.request({ method: 'GET', url: `${base}/${foreign.uuid}${suffix}`, ...staff });
      expect(res.statusCode, suffix).toBe(404);
    }
  });
});
