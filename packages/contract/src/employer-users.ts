import { z } from 'zod';
import { listQuerySchema, pageOf } from './list.js';
import { emailField, personName } from './validation.js';

/** Employer users: roles an employer user can hold. */
export const EMPLOYER_ROLES = ['employer-admin', 'employer-user'] as const;

export const EmployerUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(EMPLOYER_ROLES),
  invited: z.boolean(),
  /** The employer's only admin: their role cannot be changed nor their row removed (decision 0025). */
  last_admin: z.boolean(),
  created_at: z.string(),
});
export type EmployerUser = z.infer<typeof EmployerUserSchema>;
export const EmployerUserPageSchema = pageOf(EmployerUserSchema);
export const EmployerUserListQuerySchema = listQuerySchema(['name', 'email', 'created_at'] as const, {
  role: z.enum(EMPLOYER_ROLES).optional(),
});
export const AddEmployerUserSchema = z.object({
  email: emailField(),
  name: personName(255, { optional: true }),
  role: z.enum(EMPLOYER_ROLES),
});
export type AddEmployerUser = z.infer<typeof AddEmployerUserSchema>;
export const UpdateEmployerUserSchema = z.object({ role: z.enum(EMPLOYER_ROLES) });
const idParam = () => z.coerce.number().int().min(1).max(2147483647);
export const EmployerUsersParamsSchema = z.object({ employer: idParam() });
export const EmployerUserParamsSchema = z.object({ employer: idParam(), user: idParam() });
