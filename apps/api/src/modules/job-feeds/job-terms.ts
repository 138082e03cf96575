import type { FeedJob } from './feed-repository.js';

/** The site's work types (seeded option values) as Google's `employmentType` values; others are OTHER. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  casual: 'PART_TIME',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
};

/** The same as the aggregators' `jobtype` words (Indeed's list); an unknown type is left out. */
const JOB_TYPES: Record<string, string> = {
  full_time: 'fulltime',
  part_time: 'parttime',
  contract: 'contract',
  temporary: 'temporary',
  casual: 'parttime',
  internship: 'internship',
};

export const employmentTypeOf = (workType: string | null) =>
  workType ? (EMPLOYMENT_TYPES[workType] ?? 'OTHER') : undefined;
export const jobTypeOf = (workType: string | null) => (workType ? JOB_TYPES[workType] : undefined);

/** The pay period as schema.org's `unitText`. */
const UNITS: Record<string, string> = {
  hourly: 'HOUR',
  daily: 'DAY',
  weekly: 'WEEK',
  monthly: 'MONTH',
  annual: 'YEAR',
};

/** The salary when the job states an amount and its currency; else none (Google's baseSalary is optional). */
export function salaryOf(job: Pick<FeedJob, 'salary_min' | 'salary_max' | 'currency' | 'pay_type'>) {
  const { salary_min: min, salary_max: max, currency } = job;
  if (!currency || !/^[A-Z]{3}$/.test(currency) || (min === null && max === null)) return undefined;
  const unit = job.pay_type ? UNITS[job.pay_type] : undefined;
  return { currency, min, max, unit };
}

/** The day a job is posted: first published, else created. */
export const postedAt = (job: Pick<FeedJob, 'published_at' | 'created_at'>) => job.published_at ?? job.created_at;

/** The end of the advert's last day (decision 0086: a job expires the day after its end date). */
export const validThroughOf = (endDate: string | null) => (endDate ? `${endDate}T23:59:59Z` : undefined);
