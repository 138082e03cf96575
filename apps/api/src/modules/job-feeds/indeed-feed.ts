import type { JobFeedSettings } from '@portal/contract';
import type { FeedJob } from './feed-repository.js';
import { jobTypeOf, postedAt, salaryOf } from './job-terms.js';
import { jobUrlOf } from './job-url.js';
import { cdata, element } from './xml-text.js';

/** A feed's settings once a job address is known (a feed cannot be on without one). */
export type OnFeedSettings = JobFeedSettings & { job_url_pattern: string };

/** The feed's opening: the publisher is the site, its address the job address's origin. */
export function feedHead(title: string, settings: OnFeedSettings, now = new Date()): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n<source>',
    element('publisher', title),
    element('publisherurl', new URL(settings.job_url_pattern.replace(/\{\w+\}/g, 'x')).origin),
    element('lastBuildDate', now.toUTCString()),
    '\n',
  ].join('');
}

export const FEED_TAIL = '</source>\n';

function salaryText(job: FeedJob): string | undefined {
  if (job.pay_range?.trim()) return job.pay_range.trim();
  const salary = salaryOf(job);
  if (!salary) return undefined;
  const amount = [salary.min, salary.max].filter((v) => v !== null).join(' - ');
  return `${amount} ${salary.currency}${salary.unit ? ` per ${salary.unit.toLowerCase()}` : ''}`;
}

/**
 * One `<job>` in the format Indeed, ZipRecruiter and most aggregators read (decision 0107): text
 * escaped or in CDATA, the description as the stored, sanitised rich text.
 */
export function jobXml(job: FeedJob, settings: OnFeedSettings): string {
  const { location } = settings;
  return [
    '<job>',
    element('title', job.title, cdata),
    element('date', postedAt(job).toUTCString(), cdata),
    element('referencenumber', job.uuid, cdata),
    element('requisitionid', job.reference, cdata),
    element('url', jobUrlOf(settings.job_url_pattern, job), cdata),
    element('company', job.employer, cdata),
    element('city', location.city, cdata),
    element('state', location.region, cdata),
    element('postalcode', location.postal_code, cdata),
    element('country', location.country, cdata),
    settings.remote ? element('remotetype', 'Fully remote', cdata) : '',
    element('description', job.description, cdata),
    element('salary', salaryText(job), cdata),
    element('jobtype', jobTypeOf(job.work_type), cdata),
    element('expirationdate', job.advert_end_date, cdata),
    '</job>\n',
  ].join('');
}
