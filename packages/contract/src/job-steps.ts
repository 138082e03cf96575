import { z } from 'zod';
import { FileRefSchema } from './files.js';
import { keySchema } from './keys.js';
import { MESSAGES } from './messages.js';
import { richTextHasText, richTextSchema } from './rich-text.js';
import { TagIdsSchema, TagRefSchema } from './tags.js';
import { emailField, optionalRef, singleLineText } from './validation.js';

/**
 * The posting wizard's steps after *Basic details* (decision 0037): *Additional details*,
 * *Application preferences* and *Screening questions*, each a named slice of the one job form
 * (`CreateJobSchema`; the list of steps: `JOB_FORM_STEPS`). A draft may leave any of them empty;
 * what publishing needs of them is `jobStepIssues`, the API's check before a job goes live.
 */
export const JOB_STEP_LIMITS = {
  description: 20_000,
  keySellingPoints: 3_000,
  links: 5,
  linkLabel: 100,
  url: 2_000,
  consultants: 5,
  applicationEmails: 5,
  questions: 20,
  questionText: 300,
  choices: 10,
  choice: 150,
} as const;

/** An absolute http(s) address without user:password@, as a browser parses it; else null. */
export function httpUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol) || !url.hostname || url.username || url.password) return null;
  return url.href;
}

/** An http(s) address, stored as the browser would re-serialise it. */
export const httpUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(JOB_STEP_LIMITS.url)
  .refine((value) => httpUrl(value) !== null)
  .transform((value) => httpUrl(value) ?? value);

/**
 * The external application form's address (decision 0056): an http(s) URL, or the spec's
 * "Invalid form URL."; publishing without one says "No form URL set." (`jobStepIssues`).
 */
const applicationUrlSchema = z
  .string()
  .trim()
  .min(1, { message: MESSAGES.noFormUrl })
  .max(JOB_STEP_LIMITS.url)
  .refine((value) => httpUrl(value) !== null, { message: MESSAGES.invalidFormUrl })
  .transform((value) => httpUrl(value) ?? value);

/** A link shown on the advert ("Company website", "Benefits"). */
export const JobLinkSchema = z.object({ label: singleLineText(JOB_STEP_LIMITS.linkLabel), url: httpUrlSchema });
export type JobLink = z.output<typeof JobLinkSchema>;

/** Ids of a list, duplicates dropped, order kept. */
const idList = (max: number) =>
  z
    .array(keySchema('id'))
    .max(max)
    .transform((ids) => [...new Set(ids)]);

/** *Additional details*: the advert's body, its links and banner, who is shown, and the staff's tags. */
export const additionalDetailsFields = {
  description: richTextSchema(JOB_STEP_LIMITS.description),
  key_selling_points: richTextSchema(JOB_STEP_LIMITS.keySellingPoints),
  links: z.array(JobLinkSchema).max(JOB_STEP_LIMITS.links).optional(),
  /** A file of kind `banner` uploaded to the site first (`POST /v1/forms/upload-file?kind=banner`). */
  banner_file_id: optionalRef(z.uuid()),
  /** The site's consultants shown on the advert, in order; staff only (`consultants.read`). */
  consultant_ids: idList(JOB_STEP_LIMITS.consultants).optional(),
  /** The site's tags (decision 0014); staff only (`tags.read`). */
  tag_ids: TagIdsSchema.optional(),
};

export const APPLY_ON = ['site', 'external'] as const;
export type ApplyOn = (typeof APPLY_ON)[number];

/** *Application preferences*: where seekers apply, and where applications are mailed. */
export const applicationPreferencesFields = {
  /** Null until chosen: a draft has not decided. */
  apply_on: optionalRef(z.enum(APPLY_ON)),
  application_url: optionalRef(applicationUrlSchema),
  application_emails: z
    .array(emailField())
    .max(JOB_STEP_LIMITS.applicationEmails)
    .transform((emails) => [...new Set(emails)])
    .optional(),
};

export const QUESTION_KINDS = ['free_text', 'yes_no', 'single_choice', 'multiple_choice'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_POSITIONS = ['above', 'below'] as const;
export type QuestionPosition = (typeof QUESTION_POSITIONS)[number];
/** The answers of a yes/no question, as a knockout answer names them. */
export const YES_NO_ANSWERS = ['yes', 'no'] as const;

const isChoiceKind = (kind: QuestionKind) => kind === 'single_choice' || kind === 'multiple_choice';

/**
 * One screening question. Choice kinds take 2–10 distinct choices, the others none. The knockout
 * answer (an applicant who gives it is knocked out) is `yes`/`no` for yes/no, one of the choices
 * for choice kinds, and never for free text.
 */
export const ScreeningQuestionInputSchema = z
  .object({
    kind: z.enum(QUESTION_KINDS),
    text: singleLineText(JOB_STEP_LIMITS.questionText),
    choices: z.array(singleLineText(JOB_STEP_LIMITS.choice)).max(JOB_STEP_LIMITS.choices).default([]),
    knockout_answer: optionalRef(z.string().trim().max(JOB_STEP_LIMITS.choice)).transform((v) => v || null),
  })
  .superRefine((q, ctx) => {
    const invalid = (path: (string | number)[], message: string = MESSAGES.invalid) =>
      ctx.addIssue({ code: 'custom', path, message, input: undefined });
    if (isChoiceKind(q.kind)) {
      if (q.choices.length < 2) invalid(['choices'], q.choices.length ? MESSAGES.invalid : MESSAGES.required);
      const seen = new Set<string>();
      q.choices.forEach((choice, i) => {
        if (seen.has(choice.toLowerCase())) invalid(['choices', i]);
        seen.add(choice.toLowerCase());
      });
    } else if (q.choices.length) invalid(['choices']);
    const knockout = q.knockout_answer;
    if (knockout === null) return;
    const allowed: readonly string[] =
      q.kind === 'yes_no' ? YES_NO_ANSWERS : isChoiceKind(q.kind) ? q.choices : ([] as string[]);
    if (!allowed.includes(knockout)) invalid(['knockout_answer']);
  });
export type ScreeningQuestionInput = z.input<typeof ScreeningQuestionInputSchema>;

/** A stored question, as the detail answers it. */
export const ScreeningQuestionSchema = z.object({
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  choices: z.array(z.string()),
  knockout_answer: z.string().nullable(),
});
export type ScreeningQuestion = z.infer<typeof ScreeningQuestionSchema>;

/** *Screening questions*: the ordered list, and where it stands beside the description. */
export const screeningQuestionsFields = {
  screening_questions: z.array(ScreeningQuestionInputSchema).max(JOB_STEP_LIMITS.questions).optional(),
  questions_position: z.enum(QUESTION_POSITIONS).optional(),
};

/** The three steps' fields, as `CreateJobSchema` composes them (each may stay empty in a draft). */
export const jobStepFields = {
  ...additionalDetailsFields,
  ...applicationPreferencesFields,
  ...screeningQuestionsFields,
};

/** A consultant as a job shows them. */
export const JobConsultantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  job_title: z.string().nullable(),
  photo_url: z.string().nullable(),
  active: z.boolean(),
});
export type JobConsultant = z.infer<typeof JobConsultantSchema>;

/** What `GET /v1/jobs/{uuid}/detail` adds for the three steps. */
export const jobStepDetailFields = {
  /** Sanitised HTML (spec §9 tags only), or null. */
  description: z.string().nullable(),
  key_selling_points: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  banner: FileRefSchema.nullable(),
  consultants: z.array(JobConsultantSchema),
  /** The staff's labels; empty for a viewer without `tags.read` at the site level. */
  tags: z.array(TagRefSchema),
  apply_on: z.enum(APPLY_ON).nullable(),
  application_url: z.string().nullable(),
  application_emails: z.array(z.string()),
  screening_questions: z.array(ScreeningQuestionSchema),
  questions_position: z.enum(QUESTION_POSITIONS),
};

/** The step values publishing reads: a draft's stored values, or the form's. */
export interface JobStepValues {
  description?: string | null;
  apply_on?: ApplyOn | null;
  application_url?: string | null;
  application_emails?: readonly string[] | null;
}

/**
 * What a job needs of these steps before it may go live, by field (decision 0037): a description
 * with text, where to apply, and there an address (external) or at least one email (this site).
 * A draft may lack them; publishing and resubmitting answer these as their 422, which the wizard
 * lists under each step.
 */
export function jobStepIssues(values: JobStepValues): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  if (!values.description || !richTextHasText(values.description)) issues.description = [MESSAGES.required];
  if (!values.apply_on) issues.apply_on = [MESSAGES.required];
  if (values.apply_on === 'external' && !values.application_url) issues.application_url = [MESSAGES.noFormUrl];
  if (values.apply_on === 'site' && !values.application_emails?.length) {
    issues.application_emails = [MESSAGES.required];
  }
  return issues;
}
