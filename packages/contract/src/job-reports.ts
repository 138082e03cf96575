import { z } from 'zod';
import { bulkKeysSchema } from './keys.js';
import { listQuerySchema, pageOf } from './list.js';
import { defineTransitions } from './transitions.js';
import { intBetween, optionalText } from './validation.js';
import type { ResourceSchemas } from './resource.js';

/**
 * What candidates say about a job (decision 0044): a flag (a report that something is wrong with
 * the advert) and feedback (a rating). Both arrive through the public candidate API.
 */
export const FLAG_REASONS = ['spam', 'misleading', 'discriminatory', 'expired', 'offensive', 'other'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  spam: 'Spam or scam',
  misleading: 'Misleading or inaccurate',
  discriminatory: 'Discriminatory',
  expired: 'No longer available',
  offensive: 'Offensive content',
  other: 'Other',
};
export const JOB_REPORT_LIMITS = { comments: 2000 } as const;

/** The public `flag` body: a reason from the list and optional comments. */
export const FlagJobSchema = z
  .object({ reason: z.enum(FLAG_REASONS), comments: optionalText(JOB_REPORT_LIMITS.comments) })
  .strict();
export type FlagJob = z.infer<typeof FlagJobSchema>;

/** The public `feedback` body: a rating 1–5, would recommend the employer, additional feedback. */
export const JobFeedbackInputSchema = z
  .object({
    rating: intBetween(1, 5),
    recommend_employer: z.boolean(),
    comments: optionalText(JOB_REPORT_LIMITS.comments),
  })
  .strict();
export type JobFeedbackInput = z.infer<typeof JobFeedbackInputSchema>;

/**
 * A row of `GET /v1/site/flagged-jobs`: one job with open (not dismissed) reports — its latest
 * reason, date of report and comments, and how many reports are open. Addressed by the job's uuid.
 */
export const FlaggedJobSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  reference: z.string().nullable(),
  job_status: z.string(),
  employer: z.object({ id: z.number().int(), name: z.string() }),
  reason: z.enum(FLAG_REASONS),
  comments: z.string().nullable(),
  reported_at: z.string(),
  reports_count: z.number().int(),
});
export const FLAGGED_JOB_SORTS = ['reported_at', 'reports_count'] as const;
export const FlaggedJobListQuerySchema = listQuerySchema(FLAGGED_JOB_SORTS, {
  reason: z.enum(FLAG_REASONS).optional(),
});
export type FlaggedJobListQuery = z.infer<typeof FlaggedJobListQuerySchema>;
export type FlaggedJob = z.infer<typeof FlaggedJobSchema>;
export const FlaggedJobPageSchema = pageOf(FlaggedJobSchema);

/**
 * Dismissing a flagged job's open reports as the kit's transition (decisions 0030, 0049):
 * `POST /v1/site/flagged-jobs/{uuid}/dismiss` and `/v1/site/flagged-jobs/bulk/dismiss` with `{ids}`
 * (the jobs' uuids). A row of the list is always `open`; staff who moderate jobs (`jobs.approve`).
 */
export const FLAGGED_JOB_STATUSES = ['open', 'dismissed'] as const;
export type FlaggedJobStatus = (typeof FLAGGED_JOB_STATUSES)[number];
export const FLAGGED_JOB_TRANSITIONS = defineTransitions<FlaggedJobStatus>()({
  dismiss: {
    permission: { action: 'approve', subject: 'jobs' },
    from: ['open', 'dismissed'],
    to: 'dismissed',
    body: z.object({}).strict(),
    destructive: false,
  },
});
export type FlaggedJobTransition = keyof typeof FLAGGED_JOB_TRANSITIONS;

/** `GET /v1/site/flagged-jobs/{uuid}`: the job and each open report. Dismiss: `POST .../{uuid}/dismiss`. */
export const FlaggedJobDetailSchema = z.object({
  data: FlaggedJobSchema.extend({
    reports: z.array(
      z.object({
        uuid: z.string(),
        reason: z.enum(FLAG_REASONS),
        comments: z.string().nullable(),
        reported_at: z.string(),
      }),
    ),
  }),
});

/** `POST /v1/site/flagged-jobs/bulk/dismiss`: the jobs (by uuid) whose open reports are dismissed. */
export const DismissFlaggedJobsSchema = bulkKeysSchema('uuid').strict();
export type FlaggedJobDetail = z.infer<typeof FlaggedJobDetailSchema>['data'];

/** `GET /v1/site/job-feedbacks/{uuid}` (the job's uuid): each feedback, newest first, paged. */
export const JobFeedbackSchema = z.object({
  uuid: z.string(),
  rating: z.number().int(),
  recommend_employer: z.boolean(),
  comments: z.string().nullable(),
  created_at: z.string(),
});
export type JobFeedback = z.infer<typeof JobFeedbackSchema>;
export const JobFeedbackPageSchema = pageOf(JobFeedbackSchema);
export const JobFeedbackQuerySchema = listQuerySchema(['created_at', 'rating'] as const, {});
/** `GET /v1/site/job-feedbacks/{uuid}/average-rating`: null when no feedback was left. */
export const JobAverageRatingSchema = z.object({
  data: z.object({ average: z.number().nullable(), count: z.number().int(), recommend_count: z.number().int() }),
});

/** Flagged jobs as a resource (decision 0049): a listed row is always open, so it reads as `open`. */
export const FLAGGED_JOB_RESOURCE = {
  query: FlaggedJobListQuerySchema,
  page: FlaggedJobPageSchema,
  detail: FlaggedJobDetailSchema,
  transitions: FLAGGED_JOB_TRANSITIONS,
  statusOf: (): FlaggedJobStatus => 'open',
} satisfies ResourceSchemas;
