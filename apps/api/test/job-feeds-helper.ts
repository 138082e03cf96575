import type { TestApp } from './helper.js';

/** A site's three feeds on, with the address pattern and location they need (decision 0107). */
export const FEEDS_ON = {
  xml: true,
  json_ld: true,
  sitemap: true,
  job_url_pattern: 'https://careers.example.test/jobs/{reference}/{slug}',
  location: { city: 'London', region: 'England', postal_code: 'EC1A 1BB', country: 'gb' },
  remote: false,
};

/** PUT /portal/v1/site/settings/feeds as `token`, in the site `siteId`. */
export const saveFeedSettingsAs = (t: Pick<TestApp, 'request'>, token: string, siteId: number, payload: object) =>
  t.request({ method: 'PUT', url: '/portal/v1/site/settings/feeds', token, scope: { sid: siteId }, payload });
