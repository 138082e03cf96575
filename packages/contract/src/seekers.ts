import { z } from 'zod';
import { ActorSchema } from './actor.js';
import { ApplicationSchema } from './applications.js';
import { MESSAGES } from './messages.js';
import { IsoDateSchema } from './credits.js';
import { dataOf, listQuerySchema, pageOf } from './list.js';
import { defineTransitions } from './transitions.js';
import { passwordField } from './validation.js';
import type { ResourceSchemas } from './resource.js';

/**
 * Seekers (candidates, decision 0044): people of one site, addressed by uuid, created or reused by
 * email when they apply. `pending` until staff enable them (or they confirm); `disabled` is final:
 * never re-enabled, and a disabled seeker can no longer apply.
 */
export const SEEKER_STATUSES = ['pending', 'active', 'disabled'] as const;
export type SeekerStatus = (typeof SEEKER_STATUSES)[number];

/** Enable a pending seeker; disable (irreversible: the typed label) a pending or active one. */
export const SEEKER_TRANSITIONS = defineTransitions<SeekerStatus>()({
  enable: {
    permission: { action: 'update', subject: 'seekers' },
    from: ['pending', 'active'],
    to: 'active',
    body: z.object({}).strict(),
    destructive: false,
  },
  disable: {
    permission: { action: 'update', subject: 'seekers' },
    from: ['pending', 'active', 'disabled'],
    to: 'disabled',
    body: z.object({}).strict(),
    destructive: true,
  },
});
export type SeekerTransition = keyof typeof SEEKER_TRANSITIONS;

/** A row of the seekers list. `profile_id` is the short public reference staff quote (decision 0044). */
export const SeekerSchema = z.object({
  uuid: z.string(),
  profile_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(SEEKER_STATUSES),
  visa_type: z.string().nullable(),
  desired_work_type: z.string().nullable(),
  applications_count: z.number().int(),
  last_activity_at: z.string().nullable(),
  created_at: z.string(),
});
export type Seeker = z.infer<typeof SeekerSchema>;

export const SEEKER_SORTS = ['created_at', 'last_activity_at', 'name'] as const;
/** `GET /v1/seekers` (default `-last_activity_at`); `search` matches the name, the email and the profile ID. */
export const SeekerListQuerySchema = listQuerySchema(SEEKER_SORTS, {
  status: z.enum(SEEKER_STATUSES).optional(),
  visa_type: z.string().max(64).optional(),
  desired_work_type: z.string().max(64).optional(),
  tag: z.coerce.number().int().min(1).max(2147483647).optional(),
  /** Active on or after this day. */
  active_from: IsoDateSchema.optional(),
  active_to: IsoDateSchema.optional(),
});
export type SeekerListQuery = z.infer<typeof SeekerListQuerySchema>;
export const SeekerPageSchema = pageOf(SeekerSchema);
export const ExportSeekersSchema = SeekerListQuerySchema.omit({ page: true, per_page: true });

/** The tabs of a seeker's detail (`seekers/{id}/{tab}`); the first is the default. */
export const SEEKER_TABS = ['profile', 'resume', 'documents', 'activity', 'applications'] as const;
export type SeekerTab = (typeof SEEKER_TABS)[number];

/** `GET /v1/seekers/{uuid}`: the row, its tags and its resume (null: "No resume found"). */
export const SeekerDetailSchema = SeekerSchema.extend({
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  resume: z.object({ uuid: z.string(), name: z.string(), type: z.string(), size: z.number().int() }).nullable(),
  documents: z.array(z.object({ uuid: z.string(), name: z.string(), type: z.string(), size: z.number().int() })),
  /** Set once the candidate was erased (decision 0100): the row is a tombstone without personal data. */
  erased_at: z.string().nullable().optional(),
});
export type SeekerDetail = z.infer<typeof SeekerDetailSchema>;
export const SeekerDataSchema = dataOf(SeekerDetailSchema);

/** A value of one of the site's option lists; null or empty is none. Absent: left as it is. */
const profileOption = z
  .string()
  .trim()
  .max(64)
  .nullable()
  .transform((v) => v || null)
  .optional();

/**
 * `PATCH /v1/seekers/{uuid}` (decision 0068): staff set what the candidate looks for, each an active
 * option of the site's list of that name (422 on the field otherwise). A seeker's identity (name,
 * email, phone, resume) is not here: it changes only from their own session (decision 0062), so
 * any other field is refused (422).
 */
export const UpdateSeekerSchema = z.object({ visa_type: profileOption, desired_work_type: profileOption }).strict();
export type UpdateSeeker = z.infer<typeof UpdateSeekerSchema>;
/** What the edit answers: the seeker's row as the list shows it. */
export const SavedSeekerSchema = dataOf(SeekerSchema);

/** `GET /v1/seekers/{uuid}/activity`: what the seeker did and what was done to them, newest first. */
export const SeekerActivitySchema = z.object({
  data: z.array(
    z.object({
      /** `applied`, `status_changed`, `stage_changed`, or an audited action (`enable`, `disable`, `tagged`, …). */
      kind: z.string(),
      /** The same as data in one line, for a client that does not word `kind` itself. */
      summary: z.string(),
      /** The job an application entry is about; a change's from and to (status, stage or option values). */
      job: z.string().nullable().optional(),
      from: z.string().nullable().optional(),
      to: z.string().nullable().optional(),
      at: z.string(),
      by: ActorSchema.nullable(),
    }),
  ),
});

/** The activity tab shows at most this many entries, newest first. */
export const SEEKER_ACTIVITY_LIMIT = 100;

/** `GET /v1/seekers/{uuid}/job-applications`: their applications on this site, newest first. */
export const SeekerApplicationsQuerySchema = listQuerySchema(['applied_at'] as const, {});
export type SeekerApplicationsQuery = z.infer<typeof SeekerApplicationsQuerySchema>;
export const SeekerApplicationPageSchema = pageOf(ApplicationSchema);

/**
 * `POST /v1/public/sites/{domain}/seekers/reset-password`: the token a staff-requested reset mailed
 * (single use, refused for a disabled seeker or on another site's domain) and the new password.
 */
export const SeekerResetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordField(),
    password_confirmation: z.string().max(200),
  })
  .strict()
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: MESSAGES.confirmed,
  });
export type SeekerResetPassword = z.infer<typeof SeekerResetPasswordSchema>;

export type SeekerActivity = z.infer<typeof SeekerActivitySchema>['data'][number];

/** `POST /v1/seekers/{uuid}/reset-password`: mails the seeker a reset link (mail kind `seeker_password_reset`). */
export const SeekerPasswordResetSchema = z.object({ message: z.string() });

/** Seekers as a resource (decisions 0031, 0044, 0068): the list, one record, the staff edit, enable and disable. */
export const SEEKER_RESOURCE = {
  query: SeekerListQuerySchema,
  page: SeekerPageSchema,
  detail: SeekerDataSchema,
  saved: SavedSeekerSchema,
  update: UpdateSeekerSchema,
  export: ExportSeekersSchema,
  transitions: SEEKER_TRANSITIONS,
} satisfies ResourceSchemas;

/** Data rights (decision 0100): how long before a retention erasure the candidate is mailed a warning. */
export const RETENTION_WARNING_DAYS = 30;
/** `POST /v1/seekers/{uuid}/erase`: the tombstone and when it was erased (an erased one answers the first time). */
export const SeekerErasedSchema = dataOf(z.object({ uuid: z.string(), erased_at: z.string() }));
export type SeekerErased = z.infer<typeof SeekerErasedSchema>;
/** `GET /v1/seekers/{uuid}/data-export` answers a zip; its `candidate.json` names this format. */
export const SEEKER_ARCHIVE_FORMAT = 'portal-candidate-archive/1';
