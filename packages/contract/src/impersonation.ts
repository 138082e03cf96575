import { z } from 'zod';
import { MeSchema, TokenSchema } from './auth.js';
import { SEEKER_STATUSES } from './seekers.js';
import { APPLICATION_STATUSES } from './applications.js';
import { MESSAGES } from './messages.js';

/**
 * A path of this app to come back to (decision 0052): one leading "/", never "//host" or "/\\host",
 * no scheme, no backslash, no whitespace or control characters. Never an absolute URL.
 */
export function isAppPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  // Whitespace and control characters can make a browser read the path differently.
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f) return false;
  }
  return true;
}

export const RedirectPathSchema = z.string().max(2000).refine(isAppPath, { message: MESSAGES.invalid });

/** POST /v1/impersonate/users/{id} and /v1/impersonate/seekers/{uuid}. */
export const ImpersonateSchema = z.object({ redirect_path: RedirectPathSchema });
export type Impersonate = z.infer<typeof ImpersonateSchema>;

/** A portal user's child token, and the user as `/auth/me` will answer it (impersonator included). */
export const ImpersonationResultSchema = TokenSchema.extend({ me: MeSchema });
export type ImpersonationResult = z.infer<typeof ImpersonationResultSchema>;

/** A candidate's read-only token: accepted by the `/v1/candidate/*` routes only. */
export const CandidateTokenSchema = TokenSchema;
export type CandidateToken = z.infer<typeof CandidateTokenSchema>;

/** DELETE /auth/logout with an impersonation token (200; a plain session answers 204). */
export const ImpersonationExitSchema = z.object({ redirect_path: z.string() });
export type ImpersonationExit = z.infer<typeof ImpersonationExitSchema>;

const ImpersonatorSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** GET /v1/candidate/me: the candidate's own profile as they would see it, and who is looking. */
export const CandidateMeSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(SEEKER_STATUSES),
  visa_type: z.string().nullable(),
  desired_work_type: z.string().nullable(),
  site: z.object({ id: z.number().int(), name: z.string(), title: z.string() }),
  impersonator: ImpersonatorSchema,
  redirect_path: z.string(),
});
export type CandidateMe = z.infer<typeof CandidateMeSchema>;

/** GET /v1/candidate/me/applications: their applications, newest first, with the status they see. */
export const CandidateApplicationSchema = z.object({
  uuid: z.uuid(),
  status: z.enum(APPLICATION_STATUSES),
  applied_at: z.string(),
  job: z.object({ uuid: z.uuid(), title: z.string(), reference: z.string().nullable() }),
  employer: z.object({ name: z.string() }),
});
export type CandidateApplication = z.infer<typeof CandidateApplicationSchema>;
export const CandidateApplicationsSchema = z.object({ data: z.array(CandidateApplicationSchema) });
