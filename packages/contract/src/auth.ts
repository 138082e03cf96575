import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { emailField, passwordField } from './validation.js';

export const LoginSchema = z.object({
  email: emailField(),
  password: z.string().min(1).max(200),
});
export type Login = z.infer<typeof LoginSchema>;

export const TokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type Token = z.infer<typeof TokenSchema>;

export const ForgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    email: emailField(),
    password: passwordField(),
    password_confirmation: z.string().max(200),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: MESSAGES.confirmed,
  });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const EmployerRefSchema = z.object({ id: z.number().int(), name: z.string() });
export const SiteRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  employers: z.array(EmployerRefSchema),
});
export const AccountRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  sites: z.array(SiteRefSchema),
});
export type EmployerRef = z.infer<typeof EmployerRefSchema>;
export type SiteRef = z.infer<typeof SiteRefSchema>;
export type AccountRef = z.infer<typeof AccountRefSchema>;

export const MeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  permissions: z.record(z.string(), z.array(z.string())),
  accounts: z.array(AccountRefSchema),
  /** Set while impersonating (decision 0052): who is acting, and the path the exit returns to. */
  impersonator: z
    .object({ id: z.number().int(), name: z.string(), email: z.string(), redirect_path: z.string().optional() })
    .nullable()
    .optional(),
});
export type Me = z.infer<typeof MeSchema>;

/**
 * POST /auth/login answers the token and the signed-in user, so the first page after sign-in
 * need not ask /auth/me again (docs/benchmarks.md, sign-in → first row).
 */
export const LoginResultSchema = TokenSchema.extend({ me: MeSchema });
export type LoginResult = z.infer<typeof LoginResultSchema>;
