import type { JobPosting } from '@portal/contract';
import type { FeedJob } from './feed-repository.js';
import type { OnFeedSettings } from './indeed-feed.js';
import { employmentTypeOf, postedAt, salaryOf, validThroughOf } from './job-terms.js';
import { jobUrlOf } from './job-url.js';

const webAddress = (value: string | null) => {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return ['https:', 'http:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/** Where the job is done: the site's place, or anywhere in its country (TELECOMMUTE). */
function placeOf(settings: OnFeedSettings) {
  const { city, region, postal_code: postalCode, country } = settings.location;
  if (settings.remote) {
    return {
      jobLocationType: 'TELECOMMUTE' as const,
      applicantLocationRequirements: { '@type': 'Country', name: country },
    };
  }
  const address = {
    '@type': 'PostalAddress',
    ...(city ? { addressLocality: city } : {}),
    ...(region ? { addressRegion: region } : {}),
    ...(postalCode ? { postalCode } : {}),
    addressCountry: country,
  };
  return { jobLocation: { '@type': 'Place', address } };
}

function baseSalaryOf(job: FeedJob) {
  const salary = salaryOf(job);
  if (!salary) return undefined;
  const { min, max, unit } = salary;
  const value = min !== null && max !== null && min !== max ? { minValue: min, maxValue: max } : { value: min ?? max };
  return {
    '@type': 'MonetaryAmount',
    currency: salary.currency,
    value: { '@type': 'QuantitativeValue', ...value, ...(unit ? { unitText: unit } : {}) },
  };
}

/**
 * A live job as schema.org `JobPosting` for Google's job search (decision 0107): Google's required
 * properties always, its recommended ones when the job holds them. The employer has no logo of its
 * own, so `hiringOrganization.logo` is left out.
 */
export function jobPostingOf(job: FeedJob, settings: OnFeedSettings): JobPosting {
  const sameAs = webAddress(job.employer_website);
  const employmentType = employmentTypeOf(job.work_type);
  const validThrough = validThroughOf(job.advert_end_date);
  const baseSalary = baseSalaryOf(job);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description ?? '',
    datePosted: postedAt(job).toISOString(),
    ...(validThrough ? { validThrough } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: { '@type': 'Organization', name: job.employer, ...(sameAs ? { sameAs } : {}) },
    identifier: { '@type': 'PropertyValue', name: job.employer, value: job.reference?.trim() || job.uuid },
    directApply: job.apply_on === 'site',
    url: jobUrlOf(settings.job_url_pattern, job),
    ...placeOf(settings),
    ...(baseSalary ? { baseSalary } : {}),
  };
}

/** JSON that is safe inside `<script type="application/ld+json">` as it is: no `<`, `>`, `&` or line separators. */
export const embeddableJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
