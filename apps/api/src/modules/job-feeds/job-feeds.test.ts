import { and, eq, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { auditEvents, jobs } from '../../db/schema/index.js';
import { DOMAINS, jobOf } from '../../../test/candidate-site-helper.js';
import { useTestApp } from '../../../test/helper.js';
import { FEEDS_ON, saveFeedSettingsAs } from '../../../test/job-feeds-helper.js';

// Decision 0107: a site's live jobs reach aggregators (XML), search engines (sitemap) and Google's
// job search (JSON-LD) only while the site has the feed on; a job that stops being live leaves at once.
const t = useTestApp({ PUBLIC_URL: 'https://portal.example.test', FEED_MAX_PER_IP: '1000' });
const careers = () => t.ids.site('acme/careers');

const LISTS = ['source.job', 'urlset.url', 'sitemapindex.sitemap'];
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (_name, jpath) => LISTS.includes(String(jpath)),
});
/** A well-formed document or a thrown error: `XMLValidator` first, as an aggregator's parser would refuse it. */
async function parsed(url: string) {
  // No X-AF-EID: an aggregator sends none. A hostile Host must not reach any address in the feed.
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  expect(res.body).not.toContain('evil.example');
  return parser.parse(res.body, true) as Record<string, unknown>;
}

interface FeedJobXml {
  title: string;
  referencenumber: string;
  url: string;
  company: string;
  country: string;
  description: string;
  jobtype?: string;
  expirationdate?: string;
  salary?: string;
}
const xmlJobs = async (domain: string = DOMAINS.careers) =>
  ((await parsed(`/feeds/${domain}/jobs.xml`)) as { source: { job?: FeedJobXml[] } }).source.job ?? [];
const sitemapLocs = async (domain: string = DOMAINS.careers) => {
  const index = (await parsed(`/feeds/${domain}/sitemap.xml`)) as { sitemapindex: { sitemap: { loc: string }[] } };
  const part = index.sitemapindex.sitemap[0]?.loc ?? '';
  expect(part).toBe(`https://portal.example.test/feeds/${domain}/sitemap-1.xml`);
  const set = (await parsed(new URL(part).pathname)) as { urlset: { url?: { loc: string }[] } };
  return (set.urlset.url ?? []).map((u) => u.loc);
};
const posting = (uuid: string, domain: string = DOMAINS.careers) =>
  t.request({ method: 'GET', url: `/portal/v1/public/sites/${domain}/jobs/${uuid}/job-posting` });

let owner = '';
/** A job's move through the API, answering its status code. */
const move = (action: string) => async (uuid: string) =>
  (
    await t.request({
      method: 'POST',
      url: `/portal/v1/jobs/${uuid}/${action}`,
      token: owner,
      scope: { sid: careers() },
      payload: {},
    })
  ).statusCode;
/** A change made in the database (a hold, an end day passed, a delete by any route): 200 once done. */
const inSql = (change: (uuid: string) => Promise<unknown>) => async (uuid: string) => {
  await change(uuid);
  return 200;
};
const saveFeeds = (payload: object) => saveFeedSettingsAs(t, owner, careers(), payload);
const liveUuids = async (siteId: number) =>
  (
    await queryRows<{ uuid: string }>(
      t.deps.db,
      sql`select uuid from jobs where site_id = ${siteId} and status = 'live' order by uuid`,
    )
  ).map((r) => r.uuid);

beforeAll(async () => {
  owner = await t.login('owner@acme.test');
});

describe('the feeds of a site that turned them on', () => {
  beforeAll(async () => {
    const saved = await saveFeeds(FEEDS_ON);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("answers the saved settings with the feeds' addresses on the site's primary domain, and audits the change", async () => {
    const shown = await t.request({
      method: 'GET',
      url: '/portal/v1/site/settings/feeds',
      token: owner,
      scope: { sid: careers() },
    });
    expect(shown.json().data).toMatchObject({
      ...FEEDS_ON,
      location: { ...FEEDS_ON.location, country: 'GB' },
      urls: { xml: `https://portal.example.test/feeds/${DOMAINS.careers}/jobs.xml` },
    });
    const audit = await t.deps.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'settings'), eq(auditEvents.action, 'feeds-updated')));
    expect(audit.flatMap((row) => Object.keys(row.changes ?? {}))).toEqual(
      expect.arrayContaining(['xml', 'job_url_pattern']),
    );
  });

  it("lists exactly the site's live jobs in an XML feed that parses, each with its address and details", async () => {
    const feed = await xmlJobs();
    expect(feed.map((j) => j.referencenumber).sort()).toEqual(await liveUuids(careers()));
    const pastry = feed.find((j) => j.title === 'Pastry Chef');
    expect(pastry).toMatchObject({
      company: expect.any(String),
      country: 'GB',
      jobtype: 'fulltime',
      salary: '$45,000 – $55,000 a year',
      expirationdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(pastry?.url).toMatch(/^https:\/\/careers\.example\.test\/jobs\/JOB-\d+\/pastry-chef$/);
    // Not the on-hold, draft, expired, unlisted or rejected jobs of the seed.
    for (const title of ['Warehouse Assistant', 'Site Supervisor', 'Junior Accountant', 'Barista', 'Night Porter']) {
      expect(feed.map((j) => j.title)).not.toContain(title);
    }
  });

  it('streams the feed gzipped to a client that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/feeds/${DOMAINS.careers}/jobs.xml`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const xml = gunzipSync(res.rawPayload).toString('utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    expect((parser.parse(xml) as { source: { job: unknown[] } }).source.job).toHaveLength(
      (await liveUuids(careers())).length,
    );
  });

  it("never lists another site's jobs, and another site's feed stays off", async () => {
    const others = [...(await liveUuids(t.ids.site('acme/jobs'))), ...(await liveUuids(t.ids.site('globex/talent')))];
    expect(others.length).toBeGreaterThan(0);
    const listed = [...(await xmlJobs()).map((j) => j.referencenumber), ...(await sitemapLocs())];
    for (const uuid of others) expect(listed.join(' ')).not.toContain(uuid);
    expect((await t.app.inject({ method: 'GET', url: `/feeds/${DOMAINS.talent}/jobs.xml` })).statusCode).toBe(404);
    // A job of another site through this site's domain is no job at all.
    expect((await posting(others[0] ?? '')).statusCode).toBe(404);
  });

  it("lists the live jobs' addresses in the sitemap", async () => {
    const locs = await sitemapLocs();
    expect(locs).toHaveLength((await liveUuids(careers())).length);
    expect(locs.every((loc) => loc.startsWith('https://careers.example.test/jobs/'))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/feeds/${DOMAINS.careers}/sitemap-2.xml` })).statusCode).toBe(
      404,
    );
  });

  it("answers a live job as JSON-LD with Google's required and recommended properties", async () => {
    const pastry = await jobOf(t, careers(), 'Pastry Chef');
    await t.deps.db
      .update(jobs)
      .set({ description: sql`'<p>Bake <strong>bread</strong> & cakes</p>'` })
      .where(eq(jobs.id, pastry.id));
    const res = await posting(pastry.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    // Safe to embed in a <script> element as it is.
    expect(res.body).not.toMatch(/[<>]/);
    const ld = res.json();
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Pastry Chef',
      description: '<p>Bake <strong>bread</strong> & cakes</p>',
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T23:59:59Z$/),
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: expect.any(String) },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'London',
          addressRegion: 'England',
          addressCountry: 'GB',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 45_000, maxValue: 55_000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', value: expect.stringMatching(/^JOB-/) },
      directApply: true,
      url: expect.stringMatching(/^https:\/\/careers\.example\.test\/jobs\//),
    });
  });

  it('says TELECOMMUTE with the country applicants must be in when the site is remote', async () => {
    expect((await saveFeeds({ ...FEEDS_ON, remote: true })).statusCode).toBe(200);
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const ld = (await posting(dental.uuid)).json();
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'GB' },
      employmentType: 'PART_TIME',
    });
    expect(ld).not.toHaveProperty('jobLocation');
    expect((await saveFeeds(FEEDS_ON)).statusCode).toBe(200);
  });

  it('keeps markup and hostile text inside the XML well-formed', async () => {
    const dental = await jobOf(t, careers(), 'Dental Receptionist');
    const title = 'Nurse ]]> <script>alert(1)</script> & "co"\u0001';
    await t.deps.db
      .update(jobs)
      .set({ title, description: sql`'<p>a ]]> b</p>'` })
      .where(eq(jobs.id, dental.id));
    const job = (await xmlJobs()).find((j) => j.referencenumber === dental.uuid);
    expect(job?.title).toBe('Nurse ]]> <script>alert(1)</script> & "co"');
    expect(job?.description).toBe('<p>a ]]> b</p>');
    expect(job?.url).toMatch(/\/nurse-script-alert-1-script-co$/);
  });

  it.each([
    ['expired', move('expire')],
    ['unlisted', move('unlist')],
    ['put on hold', inSql((uuid) => t.deps.db.update(jobs).set({ status: 'on_hold' }).where(eq(jobs.uuid, uuid)))],
    [
      'past its end day',
      inSql((uuid) => t.deps.db.update(jobs).set({ advert_end_date: '2020-01-01' }).where(eq(jobs.uuid, uuid))),
    ],
    ['deleted', inSql((uuid) => t.deps.db.delete(jobs).where(eq(jobs.uuid, uuid)))],
  ])('drops a job from every feed at once when it is %s', async (_how, change) => {
    const pastry = await jobOf(t, careers(), 'Pastry Chef');
    const [{ employer_id: employerId } = { employer_id: 0 }] = await t.deps.db
      .select({ employer_id: jobs.employer_id })
      .from(jobs)
      .where(eq(jobs.id, pastry.id));
    const [job] = await t.deps.db
      .insert(jobs)
      .values({
        site_id: careers(),
        employer_id: employerId,
        status: 'live',
        title: 'Feed Probe',
        reference: `PROBE-${String(Date.now())}`,
        apply_on: 'site',
        published_at: new Date(),
      })
      .returning({ uuid: jobs.uuid });
    const uuid = job?.uuid ?? '';
    expect((await xmlJobs()).map((j) => j.referencenumber)).toContain(uuid);
    expect((await posting(uuid)).statusCode).toBe(200);
    expect(await change(uuid)).toBe(200);
    expect((await xmlJobs()).map((j) => j.referencenumber)).not.toContain(uuid);
    expect((await sitemapLocs()).join(' ')).not.toContain('PROBE-');
    expect((await posting(uuid)).statusCode).toBe(404);
  });

  it('closes a feed the site turns off, leaving the others on', async () => {
    expect((await saveFeeds({ ...FEEDS_ON, xml: false })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/feeds/${DOMAINS.careers}/jobs.xml` })).statusCode).toBe(404);
    expect(await sitemapLocs()).not.toHaveLength(0);
  });
});
