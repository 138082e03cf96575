import { z } from 'zod';
import { ActorSchema } from './actor.js';
import { IsoDateSchema } from './credits.js';
import { bulkKeysSchema } from './keys.js';
import { dataOf, listQuerySchema, pageOf } from './list.js';
import { OptionSchema } from './options.js';
import { intBetween, optionalText } from './validation.js';
import type { ResourceSchemas } from './resource.js';

/**
 * Applications (decision 0044): a seeker's application to one job, addressed by uuid. Its
 * `status` is the product's fixed set (spec §3, the labels below); its `stage` is one of the
 * site's own application stages (Settings → Application stages), or none.
 */
export const APPLICATION_STATUSES = [
  'applied',
  'registered',
  'new',
  'invited',
  'screening',
  'shortlisted',
  'interviewed',
  'offered',
  'unsuccessful',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  registered: 'Registered',
  new: 'New',
  invited: 'Invited',
  screening: 'Screening',
  shortlisted: 'Shortlisted',
  interviewed: 'Interviewed',
  offered: 'Offered',
  unsuccessful: 'Unsuccessful',
  withdrawn: 'Withdrawn',
};
/** `GET /v1/application-statuses`: value/label pairs in the order above. */
export const APPLICATION_STATUSES_RESPONSE = {
  data: APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] })),
};
export const ApplicationStatusesSchema = z.object({ data: z.array(OptionSchema) });

const OPEN: ApplicationStatus[] = ['screening', 'shortlisted', 'interviewed', 'offered', 'unsuccessful', 'withdrawn'];

/**
 * Where a status may go (decision 0044). The four ways in (a candidate applied, registered, was
 * added by staff, was invited) lead to any working status; the working statuses move among
 * themselves; unsuccessful may be reconsidered; withdrawn is the candidate's word and is final.
 * A change the table refuses is a 409; a change to the status a row already has leaves it alone.
 */
export const APPLICATION_STATUS_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: OPEN,
  registered: OPEN,
  new: OPEN,
  invited: ['applied', ...OPEN],
  screening: OPEN.filter((s) => s !== 'screening'),
  shortlisted: OPEN.filter((s) => s !== 'shortlisted'),
  interviewed: OPEN.filter((s) => s !== 'interviewed'),
  offered: OPEN.filter((s) => s !== 'offered'),
  unsuccessful: ['screening', 'shortlisted', 'interviewed'],
  withdrawn: [],
};

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus) =>
  from === to || APPLICATION_STATUS_MOVES[from].includes(to);

/**
 * Who a status or stage change mails (spec §4), each through the outbox with the site's template:
 * `admins` the site's staff who follow the job (its key contact and whoever posted it), `consultants`
 * the job's consultants, `candidate` the seeker. None chosen: nobody is mailed.
 */
export const APPLICATION_RECIPIENTS = ['admins', 'consultants', 'candidate'] as const;
export type ApplicationRecipient = (typeof APPLICATION_RECIPIENTS)[number];
const notify = z.array(z.enum(APPLICATION_RECIPIENTS)).max(3).default([]);

/** `POST /v1/applications/{uuid}/status`; bulk: `POST /v1/applications/bulk/status` with `ids`. */
export const ChangeApplicationStatusSchema = z.object({ status: z.enum(APPLICATION_STATUSES), notify }).strict();
export type ChangeApplicationStatus = z.infer<typeof ChangeApplicationStatusSchema>;
export const BulkChangeApplicationStatusSchema = bulkKeysSchema('uuid').extend(ChangeApplicationStatusSchema.shape);

/**
 * `POST /v1/applications/bulk/recipients` with `ids`: who each recipient group of a move of these
 * applications would mail now, by name and address (decision 0068), so the dialog names them and
 * says so before the move when a group is empty.
 */
export const ApplicationRecipientsQuerySchema = bulkKeysSchema('uuid');
const AddresseeSchema = z.object({ name: z.string(), email: z.string() });
export const ApplicationRecipientsSchema = z.object({
  data: z.object({
    admins: z.array(AddresseeSchema),
    consultants: z.array(AddresseeSchema),
    candidate: z.array(AddresseeSchema),
  }),
});
export type ApplicationRecipients = z.infer<typeof ApplicationRecipientsSchema>['data'];

/** `POST /v1/applications/{uuid}/stage` (and `/bulk/stage`): a stage of the site's, or `null` for none. */
export const ChangeApplicationStageSchema = z
  .object({ stage: z.string().trim().min(1).max(64).nullable(), notify })
  .strict();
export type ChangeApplicationStage = z.infer<typeof ChangeApplicationStageSchema>;
export const BulkChangeApplicationStageSchema = bulkKeysSchema('uuid').extend(ChangeApplicationStageSchema.shape);

/** `POST /v1/applications/bulk/tags`: add these tags to every application named. */
export const BulkTagApplicationsSchema = bulkKeysSchema('uuid').extend({
  tag_ids: z.array(z.number().int().min(1).max(2147483647)).min(1).max(20),
});

/** A row of the applications list. */
export const ApplicationSchema = z.object({
  uuid: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  stage: z.string().nullable(),
  /** A knockout answer failed: the application started as unsuccessful. */
  knocked_out: z.boolean(),
  seeker: z.object({ uuid: z.string(), name: z.string(), email: z.string() }),
  job: z.object({ uuid: z.string(), title: z.string(), reference: z.string().nullable() }),
  employer: z.object({ id: z.number().int(), name: z.string() }),
  applied_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const APPLICATION_SORTS = ['applied_at', 'updated_at', 'status'] as const;
/** `GET /v1/applications` (default `-applied_at`); `search` matches the candidate's name or email and the job's title. */
export const ApplicationListQuerySchema = listQuerySchema(APPLICATION_SORTS, {
  job: z.uuid().optional(),
  employer: z.coerce.number().int().min(1).max(2147483647).optional(),
  seeker: z.uuid().optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  stage: z.string().max(64).optional(),
  /** `false`: only applications with no stage (the pipeline board's first column); `true`: only staged ones. */
  staged: z.enum(['true', 'false']).optional(),
  tag: z.coerce.number().int().min(1).max(2147483647).optional(),
  applied_from: IsoDateSchema.optional(),
  applied_to: IsoDateSchema.optional(),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;
export const ApplicationPageSchema = pageOf(ApplicationSchema);
export const ExportApplicationsSchema = ApplicationListQuerySchema.omit({ page: true, per_page: true });

/**
 * The tabs of an application's detail (`applications/{id}/{tab}`, `GET /v1/applications/{uuid}/{tab}`):
 * the first is the default; any other slug is a 404 (API) and the not-found page (web).
 */
export const APPLICATION_TABS = ['overview', 'resume', 'documents', 'activity', 'feedback'] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

const fileRef = z.object({ uuid: z.string(), name: z.string(), type: z.string(), size: z.number().int() });
export type ApplicationFile = z.infer<typeof fileRef>;

/** A screening question as it was asked, the answer given, and whether it knocked the candidate out. */
export const ApplicationAnswerSchema = z.object({
  question: z.string(),
  kind: z.string(),
  answer: z.union([z.string(), z.array(z.string())]).nullable(),
  knocked_out: z.boolean(),
});

/** `overview`: the row, the candidate's contact, the answers. */
export const ApplicationOverviewSchema = ApplicationSchema.extend({
  seeker: z.object({ uuid: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  answers: z.array(ApplicationAnswerSchema),
  /** What the candidate wrote with the application (web: the overview shows it; absent reads as none). */
  cover_note: z.string().nullable().default(null),
  consented_at: z.string().nullable(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
});
/** `resume`: the file (null: "No resume found") served at `/portal/files/{uuid}`. */
export const ApplicationResumeSchema = z.object({ resume: fileRef.nullable() });
export const ApplicationDocumentsSchema = z.object({ documents: z.array(fileRef) });
/** `activity`: every status and stage change, by whom, and who was mailed. */
export const ApplicationActivitySchema = z.object({
  activity: z.array(
    z.object({
      from_status: z.enum(APPLICATION_STATUSES).nullable(),
      to_status: z.enum(APPLICATION_STATUSES),
      from_stage: z.string().nullable(),
      to_stage: z.string().nullable(),
      notified: z.array(z.enum(APPLICATION_RECIPIENTS)),
      /** The job's application addresses mailed when the application arrived (decision 0064). */
      mailed_to: z.array(z.string()),
      changed_by: ActorSchema.nullable(),
      created_at: z.string(),
    }),
  ),
});

/** Each tab's `data`, by slug. */
export const APPLICATION_TAB_SCHEMAS = {
  overview: ApplicationOverviewSchema,
  resume: ApplicationResumeSchema,
  documents: ApplicationDocumentsSchema,
  activity: ApplicationActivitySchema,
} as const;

/** `GET /v1/applications/{uuid}/{tab}`: the tab is any slug in the path; one that is not a tab is a 404. */
export const ApplicationTabParamsSchema = z.object({ uuid: z.uuid(), tab: z.string().max(64) });
/** The answer of a tab route: the `data` of one of `APPLICATION_TAB_SCHEMAS`. */
export const ApplicationTabDataSchema = dataOf(
  z.union([ApplicationOverviewSchema, ApplicationResumeSchema, ApplicationDocumentsSchema, ApplicationActivitySchema]),
);

/** A recruiter's feedback on an application (decision 0044): a rating and a note; "No feedback left." when none. */
export const APPLICATION_FEEDBACK_MAX = 2000;
export const CreateApplicationFeedbackSchema = z
  .object({ rating: intBetween(1, 5), comments: optionalText(APPLICATION_FEEDBACK_MAX) })
  .strict();
export type CreateApplicationFeedback = z.infer<typeof CreateApplicationFeedbackSchema>;
export const ApplicationFeedbackSchema = z.object({
  uuid: z.string(),
  rating: z.number().int(),
  comments: z.string().nullable(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type ApplicationFeedback = z.infer<typeof ApplicationFeedbackSchema>;
export const ApplicationFeedbackListSchema = z.object({ data: z.array(ApplicationFeedbackSchema) });
export const ApplicationFeedbackDataSchema = dataOf(ApplicationFeedbackSchema);

/** Applications as a resource (decision 0044): the list and one application's overview. */
export const APPLICATION_RESOURCE = {
  query: ApplicationListQuerySchema,
  page: ApplicationPageSchema,
  detail: dataOf(ApplicationOverviewSchema),
  export: ExportApplicationsSchema,
} satisfies ResourceSchemas;
