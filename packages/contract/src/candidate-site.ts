import { z } from 'zod';
import { listQuerySchema, pageOf } from './list.js';
import { emailField, optionalText, personName, phoneField } from './validation.js';

/**
 * The public candidate API of a site (decision 0044): no staff token, the site named by one of its
 * domains in the path (`/v1/public/sites/{domain}/…`, never read from a request header),
 * rate-limited per address and per site. It is how applications, flags and feedback arise.
 */
export const PublicSiteParamsSchema = z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) });
export const PublicJobParamsSchema = PublicSiteParamsSchema.extend({ uuid: z.uuid() });

/** `GET /v1/public/sites/{domain}/jobs`: the site's live jobs, newest first; `search` matches the title. */
export const PublicJobListQuerySchema = listQuerySchema(['published_at', 'title'] as const, {
  work_type: z.string().max(64).optional(),
  classification: z.string().max(64).optional(),
});
export type PublicJobListQuery = z.infer<typeof PublicJobListQuerySchema>;

export const PublicJobSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  reference: z.string().nullable(),
  employer: z.object({ name: z.string() }),
  work_type: z.string().nullable(),
  classification: z.string().nullable(),
  pay_range: z.string().nullable(),
  advert_end_date: z.string().nullable(),
  published_at: z.string().nullable(),
});
export const PublicJobPageSchema = pageOf(PublicJobSchema);

/** `GET /v1/public/sites/{domain}/jobs/{uuid}`: what a candidate reads (no knockout answers). */
export const PublicJobDetailSchema = z.object({
  data: PublicJobSchema.extend({
    description: z.string().nullable(),
    key_selling_points: z.string().nullable(),
    banner_url: z.string().nullable(),
    apply_on: z.enum(['site', 'external']).nullable(),
    application_url: z.string().nullable(),
    questions_position: z.enum(['above', 'below']),
    /** In order; every one must be answered, keyed by its position (`"0"`, `"1"`, …) in `answers`. */
    screening_questions: z.array(z.object({ kind: z.string(), text: z.string(), choices: z.array(z.string()) })),
  }),
});

export const APPLY_LIMITS = { name: 120, documents: 5, answer: 2000 } as const;

/**
 * `POST /v1/public/sites/{domain}/jobs/{uuid}/apply`, `multipart/form-data`: these fields (each a
 * form field; `answers` a JSON text), a `resume` file and up to five `documents` files, each
 * checked like any upload of its kind (type by content, size). Applying creates or reuses the
 * seeker by email within the site; a job that is not live is a 404; a disabled seeker or a second
 * application to the same job answers as a first one would, and its owner is told by mail
 * (decision 0061). Names carry no web or email address (`personName`).
 */
/** An option's value from a form's select: empty means not given. */
const optionValue = z
  .string()
  .trim()
  .max(64)
  .transform((v) => v || undefined)
  .optional();

export const ApplyFieldsSchema = z
  .object({
    first_name: personName(APPLY_LIMITS.name),
    last_name: personName(APPLY_LIMITS.name),
    email: emailField(),
    phone: phoneField(),
    /** Screening answers by the question's position: text, `yes`/`no`, one choice, or several. */
    answers: z
      .record(z.string().max(64), z.union([z.string().max(APPLY_LIMITS.answer), z.array(z.string().max(200)).max(50)]))
      .default({}),
    consent: z.literal(true),
    cover_note: optionalText(APPLY_LIMITS.answer),
    /** Optional: a value of the site's active `visa_type` / `desired_work_type` options, else a 422 (decision 0068). */
    visa_type: optionValue,
    desired_work_type: optionValue,
  })
  .strict();
export type ApplyFields = z.infer<typeof ApplyFieldsSchema>;

/** The answer to an application: its uuid and the status it started in (knockout: unsuccessful). */
export const ApplyResultSchema = z.object({ data: z.object({ uuid: z.string(), status: z.string() }) });

/** The answer to a flag or a feedback: the new report's uuid. */
export const PublicReportResultSchema = z.object({ data: z.object({ uuid: z.string() }) });
