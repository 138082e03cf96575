import { z } from 'zod';
import { dataOf, listQuerySchema, pageOf } from './list.js';
import { emailField, optionalText, requiredText } from './validation.js';

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
  changed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
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

const phone = z
  .string()
  .trim()
  .max(32)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^\+?[0-9][0-9 ().-]{5,30}$/.test(v));

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
  business_name: requiredText(255),
  business_website: website,
  business_size: optionalText(64),
  registration_number: optionalText(64),
  industry: optionalText(64),
  contact_name: optionalText(255),
  contact_email: optionalEmail,
  address: optionalText(500),
  phone,
});
export type CreateEmployer = z.infer<typeof CreateEmployerSchema>;
export type CreateEmployerInput = z.input<typeof CreateEmployerSchema>;
export const UpdateEmployerSchema = CreateEmployerSchema;
export type UpdateEmployer = CreateEmployer;

export const EMPLOYER_SORTS = ['business_name', 'type', 'contact_name', 'live_jobs_count', 'status', 'created_at'] as const;

export const EmployerListQuerySchema = listQuerySchema(EMPLOYER_SORTS, {
  type: z.enum(EMPLOYER_TYPES).optional(),
  status: z.enum(EMPLOYER_STATUSES).optional(),
  industry: z.string().trim().max(64).optional(),
});
export type EmployerListQuery = z.infer<typeof EmployerListQuerySchema>;

/** An export takes the list's search, filters and sort (every page). */
export const ExportEmployersSchema = EmployerListQuerySchema.omit({ page: true, per_page: true });
export type ExportEmployers = z.input<typeof ExportEmployersSchema>;

/** Actions without a payload accept an empty or missing body. */
export const EmptyBodySchema = z.object({}).strict().optional();

export const EmployerPageSchema = pageOf(EmployerSchema);
export const EmployerDataSchema = dataOf(EmployerSchema);
export const EmployerDetailDataSchema = dataOf(EmployerDetailSchema);

export const EmployerIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

export const BulkEmployerIdsSchema = z.object({
  ids: z.array(z.number().int().min(1).max(2147483647)).min(1).max(100),
});
export const RejectEmployersSchema = BulkEmployerIdsSchema.extend({ reason: requiredText(1000) });
export const RejectEmployerSchema = z.object({ reason: requiredText(1000) });
export type RejectEmployers = z.infer<typeof RejectEmployersSchema>;

export const BulkResultSchema = z.object({ data: z.object({ updated: z.number().int() }) });

export const OptionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof OptionSchema>;
export const EmployerTypesSchema = z.object({ data: z.array(OptionSchema) });
export const FieldOptionsSchema = z.object({ data: z.record(z.string(), z.array(OptionSchema)) });

/** Employer users: roles an employer user can hold. */
export const EMPLOYER_ROLES = ['employer-admin', 'employer-user'] as const;

export const EmployerUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(EMPLOYER_ROLES),
  invited: z.boolean(),
  created_at: z.string(),
});
export type EmployerUser = z.infer<typeof EmployerUserSchema>;
export const EmployerUserPageSchema = pageOf(EmployerUserSchema);
export const EmployerUserListQuerySchema = listQuerySchema(['name', 'email', 'created_at'] as const, {
  role: z.enum(EMPLOYER_ROLES).optional(),
});
export const AddEmployerUserSchema = z.object({
  email: emailField(),
  name: optionalText(255),
  role: z.enum(EMPLOYER_ROLES),
});
export type AddEmployerUser = z.infer<typeof AddEmployerUserSchema>;
export const UpdateEmployerUserSchema = z.object({ role: z.enum(EMPLOYER_ROLES) });
const idParam = () => z.coerce.number().int().min(1).max(2147483647);
export const EmployerUsersParamsSchema = z.object({ employer: idParam() });
export const EmployerUserParamsSchema = z.object({ employer: idParam(), user: idParam() });

/** Background exports. */
export const ExportSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  row_count: z.number().int().nullable(),
  created_at: z.string(),
});
export const ExportDataSchema = dataOf(ExportSchema);
export const ExportParamsSchema = z.object({ id: z.uuid() });
