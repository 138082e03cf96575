import { z } from 'zod';
import { IsoDateSchema } from './credits.js';
import { jobStepDetailFields, jobStepFields } from './job-steps.js';
import { dataOf, listQuerySchema, pageOf } from './list.js';
import { OptionSchema } from './options.js';
import { intBetween as int, optionalRef, singleLineText } from './validation.js';

/**
 * Jobs (decision 0036): addressed by uuid, each belonging to one employer of one site. This is the
 * foundation — the list, the detail, and a draft's *Basic details*; the wizard's other steps,
 * publishing and the lifecycle moves build on it.
 */
export const JOB_STATUSES = ['draft', 'on_hold', 'live', 'unlisted', 'expired', 'rejected'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** The words `GET /v1/job-statuses` answers (the web app translates by value). */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  on_hold: 'On hold',
  live: 'Live',
  unlisted: 'Unlisted',
  expired: 'Expired',
  rejected: 'Rejected',
};
/**
 * What a job is shown as (decision 0068): a live job whose advert starts after `today` (the UTC
 * `YYYY-MM-DD` day the API compares advert dates with) is *scheduled*: it is off the candidate
 * site until that day. Every other job is shown as its status.
 */
export type ShownJobStatus = JobStatus | 'scheduled';
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
export function shownJobStatus(
  job: { status: JobStatus; advert_start_date: string | null },
  today = todayUtc(),
): ShownJobStatus {
  return job.status === 'live' && job.advert_start_date !== null && job.advert_start_date > today
    ? 'scheduled'
    : job.status;
}

/** `GET /v1/job-statuses`: value/label pairs, in the order of the status machine. */
export const JOB_STATUSES_RESPONSE = {
  data: JOB_STATUSES.map((value) => ({ value, label: JOB_STATUS_LABELS[value] })),
};
export const JobStatusesSchema = z.object({ data: z.array(OptionSchema) });

/** The bounds of *Basic details* (decision 0036). Salaries are whole units of the job's currency. */
export const JOB_LIMITS = { title: 150, reference: 64, payRange: 120, salaryMax: 100_000_000 } as const;

const optionValue = optionalRef(z.string().trim().min(1).max(64));
const optionalDate = optionalRef(IsoDateSchema);
const salary = optionalRef(int(0, JOB_LIMITS.salaryMax));

/** The *Basic details* step: all but the title may stay empty while the job is a draft. */
export const basicDetailsFields = {
  title: singleLineText(JOB_LIMITS.title),
  reference: singleLineText(JOB_LIMITS.reference, { optional: true }),
  work_type: optionValue,
  pay_type: optionValue,
  /** What seekers read as the pay ("$30–35 an hour + super"), beside the numeric range filters use. */
  pay_range: singleLineText(JOB_LIMITS.payRange, { optional: true }),
  salary_min: salary,
  salary_max: salary,
  currency: optionValue,
  classification: optionValue,
  /** A user of the site's staff or of the job's employer whom applicants and staff may contact. */
  key_contact_id: optionalRef(z.number().int().min(1).max(2147483647)),
  advert_start_date: optionalDate,
  advert_end_date: optionalDate,
};

/** `POST /v1/jobs`: a draft. Staff name its employer; an employer's own user posts for that employer. */
export const CreateJobSchema = z.object({
  employer_id: optionalRef(z.number().int().min(1).max(2147483647)),
  ...basicDetailsFields,
  ...jobStepFields,
});
export type CreateJob = z.infer<typeof CreateJobSchema>;
export type CreateJobInput = z.input<typeof CreateJobSchema>;

/** `PATCH /v1/jobs/{uuid}`: a draft's fields; an absent field keeps its value. The employer stays. */
export const UpdateJobSchema = z.object({ ...basicDetailsFields, ...jobStepFields }).partial();
export type UpdateJob = z.infer<typeof UpdateJobSchema>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

/**
 * A row of the jobs list. Its keys drive the API's list columns, its presenter and the CSV (decision
 * 0074): a plain field added here is read, answered and exported by name, in this order.
 */
export const JobSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  reference: z.string().nullable(),
  employer: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(JOB_STATUSES),
  work_type: z.string().nullable(),
  classification: z.string().nullable(),
  advert_start_date: z.string().nullable(),
  advert_end_date: z.string().nullable(),
  /** How many applications the job has (decision 0044: a counter kept with each apply and delete). */
  applications_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof JobSchema>;

/** `GET /v1/jobs/{uuid}/detail`: every *Basic details* field, the key contact and who wrote the job. */
export const JobDetailSchema = JobSchema.extend({
  pay_type: z.string().nullable(),
  pay_range: z.string().nullable(),
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  currency: z.string().nullable(),
  key_contact: person,
  /** The product the job was published or cloned as (decision 0065): a clone's wizard starts on it. */
  product: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  ...jobStepDetailFields,
  created_by: person,
  updated_by: person,
});
export type JobDetail = z.infer<typeof JobDetailSchema>;

export const JOB_SORTS = [
  'created_at',
  'updated_at',
  'title',
  'reference',
  'advert_start_date',
  'advert_end_date',
] as const;
/** `GET /v1/jobs` (default `-created_at`); `search` matches the title and the reference number. */
export const JobListQuerySchema = listQuerySchema(JOB_SORTS, {
  status: z.enum(JOB_STATUSES).optional(),
  employer: z.coerce.number().int().min(1).max(2147483647).optional(),
  work_type: z.string().max(64).optional(),
  classification: z.string().max(64).optional(),
  consultant: z.coerce.number().int().min(1).max(2147483647).optional(),
  tag: z.coerce.number().int().min(1).max(2147483647).optional(),
});
export type JobListQuery = z.infer<typeof JobListQuerySchema>;
/** `POST /v1/jobs/export`: the list's search, filters and sort, every page (an employer's user: its employer's). */
export const ExportJobsSchema = JobListQuerySchema.omit({ page: true, per_page: true });
export const JobPageSchema = pageOf(JobSchema);
export const JobDataSchema = dataOf(JobDetailSchema);
