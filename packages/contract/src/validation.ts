import { z } from 'zod';
import { MESSAGES } from './messages.js';

/**
 * Every zod failure speaks the spec's generic messages, on the server and in forms alike:
 * a missing or empty value is "required", a mismatched confirmation is "confirmed",
 * everything else "invalid" unless the schema names its own message.
 */
export function portalErrorMessage(issue: z.core.$ZodRawIssue): string {
  const input = issue.input;
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    if (issue.code === 'invalid_type' || issue.code === 'too_small' || issue.code === 'invalid_value') {
      return MESSAGES.required;
    }
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return MESSAGES.tooLong;
  if (issue.code === 'too_small' && issue.origin === 'string') return MESSAGES.tooShort;
  return MESSAGES.invalid;
}

z.config({ customError: portalErrorMessage });

/** A required, trimmed string of at most `max` characters. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max);

/** An optional string: empty input becomes null. */
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** An integer within bounds ("This value is invalid." outside). */
export const intBetween = (min: number, max: number) => z.number().int().min(min).max(max);

export const emailField = () => z.string().trim().toLowerCase().min(1).max(255).pipe(z.email());

export const passwordField = () => z.string().min(8).max(200);

export { z };
