import { z } from 'zod';
import { listQuerySchema, pageOf } from './list.js';
import { MESSAGES } from './messages.js';
import { EMPLOYER_ROLES } from './employer-users.js';
import { ROLE_KEYS } from './account-users.js';
import { passwordField, personName } from './validation.js';

/**
 * Invitations (decision 0012): adding an address to an employer never attaches an existing
 * account; it mails an invitation that the person accepts. The answer is the same whether the
 * address has an account or not, and shows only what the inviter typed.
 */
export const EmployerInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(EMPLOYER_ROLES),
  status: z.enum(['pending', 'expired']),
  expires_at: z.string(),
  created_at: z.string(),
});
export type EmployerInvitation = z.infer<typeof EmployerInvitationSchema>;
export const EmployerInvitationPageSchema = pageOf(EmployerInvitationSchema);
export const EmployerInvitationListQuerySchema = listQuerySchema(['email', 'created_at'] as const, {});
const idParam = () => z.coerce.number().int().min(1).max(2147483647);
export const EmployerInvitationParamsSchema = z.object({ employer: idParam(), invitation: idParam() });

const invitationToken = () => z.string().min(20).max(200);

/** What the invitee sees before accepting (only with the token from the mail). */
export const InvitationTokenSchema = z.object({ token: invitationToken() });
export const InvitationPreviewSchema = z.object({
  data: z.object({
    email: z.string(),
    name: z.string(),
    /** What the invitation is to: the employer's, site's or account's name (decision 0051). */
    employer: z.string(),
    role: z.enum(ROLE_KEYS),
    /** Whether the invitee must choose a password (a new address, or an account without one). */
    needs_password: z.boolean(),
  }),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>['data'];

/** Accepting: a password (with its confirmation) only when the preview asks for one. */
export const AcceptInvitationSchema = z
  .object({
    token: invitationToken(),
    name: personName(255, { optional: true }),
    password: passwordField().optional(),
    password_confirmation: z.string().max(200).optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: MESSAGES.confirmed,
  });
export type AcceptInvitation = z.infer<typeof AcceptInvitationSchema>;
