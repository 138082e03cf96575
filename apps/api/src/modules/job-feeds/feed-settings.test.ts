import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, UpdateJobFeedSettingsSchema } from '@portal/contract';
import { DOMAINS, jobOf } from '../../../test/candidate-site-helper.js';
import { useTestApp } from '../../../test/helper.js';
import { FEEDS_ON, saveFeedSettingsAs } from '../../../test/job-feeds-helper.js';
import { saveFeedSettings } from '../settings/feed-settings.js';

// Decision 0107: a site's feeds are off until its owner turns them on with an address pattern and a
// location the feeds can state; what the settings refuse, and to whom (job-feeds.test.ts: the feeds).
const t = useTestApp({ PUBLIC_URL: 'https://portal.example.test' });
const careers = () => t.ids.site('acme/careers');
let owner = '';
const saveFeeds = (payload: object) => saveFeedSettingsAs(t, owner, careers(), payload);

beforeAll(async () => {
  owner = await t.login('owner@acme.test');
});

describe('the job feeds of a site that has not turned them on', () => {
  it('answers 404 for each feed, and the settings say every feed is off', async () => {
    const pastry = await jobOf(t, careers(), 'Pastry Chef');
    for (const url of [`/feeds/${DOMAINS.careers}/jobs.xml`, `/feeds/${DOMAINS.careers}/sitemap.xml`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const posting = await t.request({
      method: 'GET',
      url: `/portal/v1/public/sites/${DOMAINS.careers}/jobs/${pastry.uuid}/job-posting`,
    });
    expect(posting.statusCode).toBe(404);
    const shown = await t.request({
      method: 'GET',
      url: '/portal/v1/site/settings/feeds',
      token: owner,
      scope: { sid: careers() },
    });
    expect(shown.json().data).toMatchObject({ xml: false, json_ld: false, sitemap: false, job_url_pattern: null });
  });
});

describe('PUT /portal/v1/site/settings/feeds', () => {
  it.each([
    ['no placeholder', { job_url_pattern: 'https://careers.example.test/jobs' }, 'job_url_pattern'],
    ['only the slug', { job_url_pattern: 'https://careers.example.test/jobs/{slug}' }, 'job_url_pattern'],
    ['an unknown placeholder', { job_url_pattern: 'https://careers.example.test/{uuid}/{id}' }, 'job_url_pattern'],
    ['a placeholder in the host', { job_url_pattern: 'https://{slug}.evil.test/{uuid}' }, 'job_url_pattern'],
    ['a script address', { job_url_pattern: 'javascript:alert(1)//{uuid}' }, 'job_url_pattern'],
    ['credentials', { job_url_pattern: 'https://user:pw@careers.example.test/{uuid}' }, 'job_url_pattern'],
    ['a relative address', { job_url_pattern: '/jobs/{uuid}' }, 'job_url_pattern'],
    [
      'an over-long address',
      { job_url_pattern: `https://careers.example.test/${'a'.repeat(600)}/{uuid}` },
      'job_url_pattern',
    ],
    ['a feed on without an address', { job_url_pattern: null }, 'job_url_pattern'],
    ['a feed on without a country', { location: { ...FEEDS_ON.location, country: null } }, 'location.country'],
    ['a country that is not two letters', { location: { ...FEEDS_ON.location, country: 'GBR' } }, 'location.country'],
    ['a city over two lines', { location: { ...FEEDS_ON.location, city: 'London\nPwned' } }, 'location.city'],
  ])('refuses %s with 422', async (_name, change, field) => {
    const res = await saveFeeds({ ...FEEDS_ON, ...change });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('refuses an http:// job address in production with 422, and takes it in the demo', async () => {
    const input = UpdateJobFeedSettingsSchema.parse({
      ...FEEDS_ON,
      job_url_pattern: 'http://careers.example.test/{uuid}',
    });
    const production = { ...t.deps, config: { ...t.deps.config, NODE_ENV: 'production' } };
    await expect(saveFeedSettings(production, { siteId: careers() }, 1, input)).rejects.toMatchObject({
      statusCode: 422,
      errors: { job_url_pattern: [MESSAGES.jobUrlHttpsOnly] },
    });
    expect((await saveFeeds({ ...FEEDS_ON, job_url_pattern: 'http://careers.example.test/{uuid}' })).statusCode).toBe(
      200,
    );
  });

  it('is refused to a recruiter without the settings right, and to a scope of another account', async () => {
    const recruiter = await t.login('recruiter@acme.test');
    expect((await saveFeedSettingsAs(t, recruiter, careers(), FEEDS_ON)).statusCode).toBe(403);
    expect((await saveFeedSettingsAs(t, owner, t.ids.site('globex/talent'), FEEDS_ON)).statusCode).toBe(403);
  });
});
