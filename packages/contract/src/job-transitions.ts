import { z } from 'zod';
import { ActorSchema } from './actor.js';
import { dataOf } from './list.js';
import {
  CreateJobSchema,
  ExportJobsSchema,
  JOB_STATUSES,
  JobDataSchema,
  JobListQuerySchema,
  JobPageSchema,
  UpdateJobSchema,
  type JobStatus,
} from './jobs.js';
import { defineTransitions } from './transitions.js';
import { requiredText } from './validation.js';
import type { ResourceSchemas } from './resource.js';

/** The longest reason a rejection may carry (mailed to the employer's contact). */
export const JOB_REJECT_REASON_MAX = 1000;

/**
 * A job's moves after publishing (decision 0038). Expire, unlist and relist are the job's own
 * (`jobs.update`, an employer's users on their own jobs); approve and reject are moderation
 * (`jobs.approve`, which only an account or site membership reaches). Expire, unlist and relist
 * also start from where they lead, so a bulk run over a mixed selection leaves those rows alone.
 */
export const JOB_TRANSITIONS = defineTransitions<JobStatus>()({
  expire: {
    permission: { action: 'update', subject: 'jobs' },
    from: ['live', 'unlisted', 'expired'],
    to: 'expired',
    body: z.object({}).strict(),
    destructive: true,
  },
  unlist: {
    permission: { action: 'update', subject: 'jobs' },
    from: ['live', 'unlisted'],
    to: 'unlisted',
    body: z.object({}).strict(),
    destructive: false,
  },
  relist: {
    permission: { action: 'update', subject: 'jobs' },
    from: ['unlisted', 'live'],
    to: 'live',
    body: z.object({}).strict(),
    destructive: false,
  },
  approve: {
    permission: { action: 'approve', subject: 'jobs' },
    from: ['on_hold'],
    to: 'live',
    body: z.object({}).strict(),
    destructive: false,
  },
  reject: {
    permission: { action: 'approve', subject: 'jobs' },
    from: ['on_hold'],
    to: 'rejected',
    body: z.object({ reason: requiredText(JOB_REJECT_REASON_MAX) }),
    destructive: false,
  },
});
export type JobTransition = keyof typeof JOB_TRANSITIONS;
export const JOB_TRANSITION_NAMES = Object.keys(JOB_TRANSITIONS) as JobTransition[];

/** How a publish is paid: a product's credits, a direct payment, or (staff with `jobs.approve`) nothing. */
export const PAY_WITH = ['credit', 'payment', 'none'] as const;
export type PayWith = (typeof PAY_WITH)[number];

/** `POST /v1/jobs/{uuid}/publish`: the product the job is posted as, and how it is paid. */
export const PublishJobSchema = z.object({ product: z.uuid(), pay_with: z.enum(PAY_WITH) }).strict();
export type PublishJob = z.infer<typeof PublishJobSchema>;

/** `POST /v1/jobs/{uuid}/clone`: the product the copy will be posted as (publishing still pays for it). */
export const CloneJobSchema = z.object({ product: z.uuid() }).strict();
export type CloneJob = z.infer<typeof CloneJobSchema>;

/** One entry of a job's status history: who moved it, when, and why (a rejection's reason). */
export const JobHistoryEntrySchema = z.object({
  from_status: z.enum(JOB_STATUSES).nullable(),
  to_status: z.enum(JOB_STATUSES),
  action: z.string(),
  reason: z.string().nullable(),
  /** An edit past draft (action `edit`, decision 0065): the fields it changed; empty for a move. */
  fields: z.array(z.string()),
  changed_by: ActorSchema.nullable(),
  created_at: z.string(),
});
export type JobHistoryEntry = z.infer<typeof JobHistoryEntrySchema>;
/** `GET /v1/jobs/{uuid}/history`: newest first. */
export const JobHistorySchema = z.object({ data: z.array(JobHistoryEntrySchema) });

/** What a publish answers: the job as it now is, or (direct payment) where to pay before it goes live. */
export const PublishResultSchema = dataOf(
  z.object({ status: z.enum(JOB_STATUSES), checkout_url: z.string().nullable(), balance: z.number().int().nullable() }),
);
export type PublishResult = z.infer<typeof PublishResultSchema>['data'];

/** Jobs as a resource (decisions 0031, 0036): the list, one job's detail, a save and the lifecycle moves. */
export const JOB_RESOURCE = {
  query: JobListQuerySchema,
  page: JobPageSchema,
  detail: JobDataSchema,
  saved: JobDataSchema,
  create: CreateJobSchema,
  update: UpdateJobSchema,
  export: ExportJobsSchema,
  transitions: JOB_TRANSITIONS,
} satisfies ResourceSchemas;
