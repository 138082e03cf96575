import { z } from 'zod';
import { dataOf } from './list.js';
import { MESSAGES } from './messages.js';
import { passwordField, personName } from './validation.js';

/**
 * The signed-in user's own account (`/v1/user-account`, spec §2 profile; decision 0053): a password
 * change, their avatar and their name. No id in any path: a user changes only themselves.
 */
export const ChangePasswordSchema = z
  .object({
    current_password: z.string().min(1).max(200),
    password: passwordField(),
    password_confirmation: z.string().max(200),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: MESSAGES.confirmed,
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const UpdateUserAccountSchema = z.object({ name: personName(255) });
export type UpdateUserAccount = z.infer<typeof UpdateUserAccountSchema>;

/** The account as the profile shows it; `avatar` is the public URL of the picture (`/files/{uuid}`), or null. */
export const UserAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});
export type UserAccount = z.infer<typeof UserAccountSchema>;
export const UserAccountDataSchema = dataOf(UserAccountSchema);

/** The answer to a password change: how many other sessions were signed out. */
export const PasswordChangedSchema = z.object({
  message: z.string(),
  data: z.object({ signed_out_sessions: z.number().int() }),
});
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;
