import { z } from 'zod';
import { dataOf } from './list.js';
import { MESSAGES } from './messages.js';
import { singleLineText } from './validation.js';

/** The feeds a site hands its live jobs to (decision 0107), each off until a site turns it on. */
export const JOB_FEEDS = ['xml', 'json_ld', 'sitemap'] as const;
export type JobFeed = (typeof JOB_FEEDS)[number];

/** What a public job address may name a job by; it must hold one of `JOB_URL_KEYS`. */
export const JOB_URL_PLACEHOLDERS = ['{uuid}', '{reference}', '{slug}'] as const;
const JOB_URL_KEYS = ['{uuid}', '{reference}'];
export const JOB_URL_MAX = 500;

/** Where the jobs are: Google needs at least the country, for a place or for remote work. */
export const JobLocationSchema = z.object({
  city: z.string().nullable(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
});
export type JobLocation = z.infer<typeof JobLocationSchema>;

/** The job feeds section of the settings page: which feeds are on, the job address, where jobs are. */
export const JobFeedSettingsSchema = z.object({
  xml: z.boolean(),
  json_ld: z.boolean(),
  sitemap: z.boolean(),
  job_url_pattern: z.string().nullable(),
  location: JobLocationSchema,
  /** Every job of the site can be done from anywhere in `location.country` (TELECOMMUTE). */
  remote: z.boolean(),
});
export type JobFeedSettings = z.infer<typeof JobFeedSettingsSchema>;
export const DEFAULT_JOB_FEED_SETTINGS: JobFeedSettings = {
  xml: false,
  json_ld: false,
  sitemap: false,
  job_url_pattern: null,
  location: { city: null, region: null, postal_code: null, country: null },
  remote: false,
};

/**
 * Whether `pattern` is a job address the feeds may print: an http(s) URL without credentials whose
 * host is fixed (a placeholder only in the path or the query, so a job's title never picks a host),
 * naming the job by `{uuid}` or `{reference}`; `{slug}` may come beside them. Https only in
 * production is the server's check (`jobUrlHttpsOnly`).
 */
export function jobUrlPatternIssue(pattern: string): string | null {
  const placeholders = pattern.match(/\{[^}]*\}/g) ?? [];
  if (!placeholders.some((p) => JOB_URL_KEYS.includes(p))) return MESSAGES.jobUrlPlaceholder;
  if (placeholders.some((p) => !(JOB_URL_PLACEHOLDERS as readonly string[]).includes(p))) {
    return MESSAGES.jobUrlPlaceholder;
  }
  if (/[{}]/.test(pattern.replace(/\{(uuid|reference|slug)\}/g, ''))) return MESSAGES.jobUrlPlaceholder;
  let url: URL;
  try {
    url = new URL(pattern.replace(/\{(uuid|reference|slug)\}/g, 'x'));
  } catch {
    return MESSAGES.jobUrlInvalid;
  }
  const authority = pattern.indexOf('//') + 2;
  const hostEnd = pattern.slice(authority).search(/[/?]/);
  const head = hostEnd === -1 ? pattern : pattern.slice(0, authority + hostEnd);
  if (!['https:', 'http:'].includes(url.protocol) || url.username || url.password || head.includes('{')) {
    return MESSAGES.jobUrlInvalid;
  }
  if (!/^https?:\/\//i.test(pattern) || /\s/.test(pattern) || pattern.includes('#')) return MESSAGES.jobUrlInvalid;
  return null;
}

const jobUrlPattern = z
  .string()
  .trim()
  .max(JOB_URL_MAX)
  .nullish()
  .transform((v) => (v ? v : null))
  .superRefine((value, ctx) => {
    const issue = value === null ? null : jobUrlPatternIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

/** Saving the section: a feed turned on needs the job address and the jobs' country. */
export const UpdateJobFeedSettingsSchema = z
  .object({
    xml: z.boolean(),
    json_ld: z.boolean(),
    sitemap: z.boolean(),
    job_url_pattern: jobUrlPattern,
    location: z.object({
      city: singleLineText(100, { optional: true }),
      region: singleLineText(100, { optional: true }),
      postal_code: singleLineText(20, { optional: true }),
      /** ISO 3166-1 alpha-2, e.g. `GB`. */
      country: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/)
        .nullish()
        .or(z.literal('').transform(() => null))
        .transform((v) => v ?? null),
    }),
    remote: z.boolean(),
  })
  .superRefine((s, ctx) => {
    if (!(s.xml || s.json_ld || s.sitemap)) return;
    if (!s.job_url_pattern)
      ctx.addIssue({ code: 'custom', path: ['job_url_pattern'], message: MESSAGES.feedsNeedJobUrl });
    if (!s.location.country) {
      ctx.addIssue({ code: 'custom', path: ['location', 'country'], message: MESSAGES.feedsNeedCountry });
    }
  });
export type UpdateJobFeedSettingsInput = z.input<typeof UpdateJobFeedSettingsSchema>;
export type UpdateJobFeedSettings = z.output<typeof UpdateJobFeedSettingsSchema>;

/** The section as the settings page reads it, with the feeds' addresses for the site's primary domain. */
export const JobFeedSettingsViewSchema = JobFeedSettingsSchema.extend({
  urls: z.object({ xml: z.string(), sitemap: z.string(), json_ld: z.string() }).nullable(),
});
export type JobFeedSettingsView = z.infer<typeof JobFeedSettingsViewSchema>;
export const JobFeedSettingsDataSchema = dataOf(JobFeedSettingsViewSchema);

/** A schema.org `JobPosting` (Google's job search) as the public API answers it (decision 0107). */
export const JobPostingSchema = z
  .object({
    '@context': z.literal('https://schema.org/'),
    '@type': z.literal('JobPosting'),
    title: z.string(),
    description: z.string(),
    datePosted: z.string(),
    validThrough: z.string().optional(),
    employmentType: z.string().optional(),
    hiringOrganization: z.object({
      '@type': z.literal('Organization'),
      name: z.string(),
      sameAs: z.string().optional(),
      logo: z.string().optional(),
    }),
    identifier: z.object({ '@type': z.literal('PropertyValue'), name: z.string(), value: z.string() }),
    directApply: z.boolean(),
    url: z.string(),
    jobLocation: z.unknown().optional(),
    jobLocationType: z.literal('TELECOMMUTE').optional(),
    applicantLocationRequirements: z.unknown().optional(),
    baseSalary: z.unknown().optional(),
  })
  .meta({ description: 'schema.org JobPosting (JSON-LD), to embed as <script type="application/ld+json">' });
export type JobPosting = z.infer<typeof JobPostingSchema>;
