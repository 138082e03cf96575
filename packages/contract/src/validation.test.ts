import { describe, expect, it } from 'vitest';
import { LoginSchema, ResetPasswordSchema } from './auth.js';
import { MESSAGES } from './messages.js';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('validation messages (spec §5)', () => {
  it('says "This field is required." for missing and blank values', () => {
    expect(messages(LoginSchema.safeParse({ email: '   ' }))).toEqual({
      email: MESSAGES.required,
      password: MESSAGES.required,
    });
  });

  it('says "This value is invalid." for a malformed value', () => {
    expect(messages(LoginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({ email: MESSAGES.invalid });
  });

  it('says "The confirmation field does not match." on the confirmation field', () => {
    const result = ResetPasswordSchema.safeParse({
      token: 't',
      email: 'a@b.co',
      password: 'long-enough',
      password_confirmation: 'other',
    });
    expect(messages(result)).toEqual({ password_confirmation: MESSAGES.confirmed });
  });
});
