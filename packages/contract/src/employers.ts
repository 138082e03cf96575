import { z } from 'zod';
import { ActorSchema } from './actor.js';
import { dataOf, listQuerySchema, pageOf } from './list.js';
import { EMPLOYER_TRANSITIONS } from './employer-transitions.js';
import { keyParamsSchema } from './keys.js';
import { optionalText, personName, phoneField, singleLineText } from './validation.js';
import type { ResourceSchemas } from './resource.js';

export const EMPLOYER_TYPES = ['business', 'household'] as const;
export const EMPLOYER_STATUSES = ['active', 'disabled', 'on_hold', 'rejected'] as const;
export type EmployerType = (typeof EMPLOYER_TYPES)[number];
export type EmployerStatus = (typeof EMPLOYER_STATUSES)[number];

/** Spec §3 fields, in the API's snake_case. */
export const EmployerSchema = z.object({
  id: z.number().int(),
  type: z.enum(EMPLOYER_TYPES),
  business_name: z.string(),
  business_website: z.string().nullable(),
  business_size: z.string().nullable(),
  registration_number: z.string().nullable(),
  industry: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(EMPLOYER_STATUSES),
  live_jobs_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Employer = z.infer<typeof EmployerSchema>;

export const EmployerStatusChangeSchema = z.object({
  from_status: z.string().nullable(),
  to_status: z.string(),
  reason: z.string().nullable(),
  changed_by: ActorSchema.nullable(),
  created_at: z.string(),
});

export const EmployerDetailSchema = EmployerSchema.extend({
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  users_count: z.number().int(),
  history: z.array(EmployerStatusChangeSchema),
});
export type EmployerDetail = z.infer<typeof EmployerDetailSchema>;

const website = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]{2,}$/i.test(v));

const optionalEmail = z
  .string()
  .trim()
  .max(255)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || z.email().safeParse(v).success);

/** The employer form, shared by create and edit (PUT replaces every field). */
export const CreateEmployerSchema = z.object({
  type: z.enum(EMPLOYER_TYPES),
  business_name: singleLineText(255),
  business_website: website,
  business_size: singleLineText(64, { optional: true }),
  registration_number: singleLineText(64, { optional: true }),
  industry: singleLineText(64, { optional: true }),
  contact_name: personName(255, { optional: true }),
  contact_email: optionalEmail,
  address: optionalText(500),
  phone: phoneField(),
});
export type CreateEmployer = z.infer<typeof CreateEmployerSchema>;
export type CreateEmployerInput = z.input<typeof CreateEmployerSchema>;
export const UpdateEmployerSchema = CreateEmployerSchema;
export type UpdateEmployer = CreateEmployer;

export const EMPLOYER_SORTS = [
  'business_name',
  'type',
  'contact_name',
  'live_jobs_count',
  'status',
  'created_at',
] as const;

export const EmployerListQuerySchema = listQuerySchema(EMPLOYER_SORTS, {
  type: z.enum(EMPLOYER_TYPES).optional(),
  status: z.enum(EMPLOYER_STATUSES).optional(),
  industry: z.string().trim().max(64).optional(),
});
export type EmployerListQuery = z.infer<typeof EmployerListQuerySchema>;

/** An export takes the list's search, filters and sort (every page). */
export const ExportEmployersSchema = EmployerListQuerySchema.omit({ page: true, per_page: true });
export type ExportEmployers = z.input<typeof ExportEmployersSchema>;

export const EmployerPageSchema = pageOf(EmployerSchema);
export const EmployerDataSchema = dataOf(EmployerSchema);
export const EmployerDetailDataSchema = dataOf(EmployerDetailSchema);

export const EmployerIdParamsSchema = keyParamsSchema('id');

/** The answer of a state change, one employer or many (`EMPLOYER_TRANSITIONS`). */
export const BulkResultSchema = z.object({ data: z.object({ updated: z.number().int() }) });

/** The reject dialog's body: the transition's own schema, under the name the web imports. */
export const RejectEmployerSchema = EMPLOYER_TRANSITIONS.reject.body;

/** Employers as a resource (decision 0035): the list, one record, a save and the moves of spec §4. */
export const EMPLOYER_RESOURCE = {
  query: EmployerListQuerySchema,
  page: EmployerPageSchema,
  detail: EmployerDetailDataSchema,
  saved: EmployerDataSchema,
  create: CreateEmployerSchema,
  update: UpdateEmployerSchema,
  export: ExportEmployersSchema,
  transitions: EMPLOYER_TRANSITIONS,
} satisfies ResourceSchemas;
