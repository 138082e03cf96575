import { z } from 'zod';
import { FileRefSchema } from './files.js';
import { keyParamsSchema, keySchema } from './keys.js';
import { dataOf, listQuerySchema, pageOf } from './list.js';
import { ACTIVE_STATUSES, activationTransitions, activeStatusOf, type ActiveStatus } from './transitions.js';
import { richTextSchema } from './rich-text.js';
import { emailField, optionalRef, personName, phoneField, singleLineText } from './validation.js';
import type { ResourceSchemas } from './resource.js';

/**
 * A consultant: a site's recruiter profile shown on job adverts and mailed about applications
 * (decision 0016). `active` is the flag; transitions speak of it as a status.
 */
export const CONSULTANT_STATUSES = ACTIVE_STATUSES;
export type ConsultantStatus = ActiveStatus;

/** Bound of a consultant's short bio, in characters of submitted HTML. */
export const CONSULTANT_BIO_MAX_LENGTH = 5_000;

const person = z.object({ id: z.number().int(), name: z.string() });

export const ConsultantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  job_title: z.string().nullable(),
  photo: FileRefSchema.nullable(),
  /** Sanitised HTML (spec §9 tags only), or null. */
  bio: z.string().nullable(),
  active: z.boolean(),
  /** The portal user of the same site this profile belongs to, if any. */
  user: person.extend({ email: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Consultant = z.infer<typeof ConsultantSchema>;

/** A live or unlisted job that shows the consultant, by its uuid (decision 0037). */
export const ConsultantJobSchema = z.object({ id: z.string(), title: z.string(), status: z.string() });

export const ConsultantDetailSchema = ConsultantSchema.extend({
  created_by: person.nullable(),
  updated_by: person.nullable(),
  jobs: z.array(ConsultantJobSchema),
});
export type ConsultantDetail = z.infer<typeof ConsultantDetailSchema>;

/** The status a transition reads: the `active` flag as a word. */
export const consultantStatusOf = activeStatusOf;

/** The consultant form, shared by create and edit (PUT replaces every field). New consultants are active. */
export const CreateConsultantSchema = z.object({
  name: personName(255),
  email: emailField(),
  phone: phoneField(),
  job_title: singleLineText(255, { optional: true }),
  /** A file uuid of kind `photo` uploaded to this site, or null. */
  photo: optionalRef(z.uuid()),
  bio: richTextSchema(CONSULTANT_BIO_MAX_LENGTH),
  /** A portal user with a membership of this site (or of its account), or null. */
  user_id: optionalRef(keySchema('id')),
});
export type CreateConsultant = z.infer<typeof CreateConsultantSchema>;
export type CreateConsultantInput = z.input<typeof CreateConsultantSchema>;
export const UpdateConsultantSchema = CreateConsultantSchema;

export const CONSULTANT_SORTS = ['name', 'created_at'] as const;

export const ConsultantListQuerySchema = listQuerySchema(CONSULTANT_SORTS, {
  active: z.enum(['true', 'false']).optional(),
});
export type ConsultantListQuery = z.infer<typeof ConsultantListQuerySchema>;

/** An export takes the list's search, filters and sort (every page). */
export const ExportConsultantsSchema = ConsultantListQuerySchema.omit({ page: true, per_page: true });

export const ConsultantPageSchema = pageOf(ConsultantSchema);
export const ConsultantDataSchema = dataOf(ConsultantSchema);
export const ConsultantDetailDataSchema = dataOf(ConsultantDetailSchema);
export const ConsultantIdParamsSchema = keyParamsSchema('id');

/** Portal users of the site a consultant may be linked to (the form's picker). */
export const ConsultantUserOptionSchema = person.extend({ email: z.string() });
export const ConsultantUserOptionsSchema = z.object({ data: z.array(ConsultantUserOptionSchema) });

/** Consultant state changes: deactivate hides them from new adverts; activate undoes it. */
export const CONSULTANT_TRANSITIONS = activationTransitions('consultants');
export type ConsultantTransition = keyof typeof CONSULTANT_TRANSITIONS;
export const CONSULTANT_TRANSITION_NAMES = Object.keys(CONSULTANT_TRANSITIONS) as ConsultantTransition[];

/** Consultants as a resource (decision 0031): the list, one record, a save and (de)activation. */
export const CONSULTANT_RESOURCE = {
  query: ConsultantListQuerySchema,
  page: ConsultantPageSchema,
  detail: ConsultantDetailDataSchema,
  saved: ConsultantDataSchema,
  create: CreateConsultantSchema,
  update: UpdateConsultantSchema,
  export: ExportConsultantsSchema,
  transitions: CONSULTANT_TRANSITIONS,
  statusOf: consultantStatusOf,
} satisfies ResourceSchemas;
