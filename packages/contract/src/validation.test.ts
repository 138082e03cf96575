import { describe, expect, it } from 'vitest';
import { LoginSchema, ResetPasswordSchema } from './auth.js';
import { MESSAGES } from './messages.js';
import { singleLineText } from './validation.js';

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

describe('singleLineText (decision 0020)', () => {
  const name = singleLineText(20);
  const optional = singleLineText(20, { optional: true });

  it('keeps a one-line value, trimmed', () => {
    expect(name.parse('  Bob Builder ')).toBe('Bob Builder');
    expect(optional.parse('')).toBeNull();
    expect(optional.parse(undefined)).toBeNull();
    expect(optional.parse(' Zoë  Ŝ ')).toBe('Zoë  Ŝ');
  });

  it('refuses line breaks and control characters inside the value', () => {
    for (const value of [
      'Bob,\n\nSECURITY',
      'a\rb',
      'a\tb',
      'a\u0000b',
      'a\u001bb',
      'a\u0085b',
      'a\u2028b',
      'a\u2029b',
      'a\u007fb',
    ]) {
      expect(messages(name.safeParse(value)), JSON.stringify(value)).toEqual({ '': MESSAGES.singleLine });
      expect(messages(optional.safeParse(value)), JSON.stringify(value)).toEqual({ '': MESSAGES.singleLine });
    }
  });

  it('still says required and too long', () => {
    expect(messages(name.safeParse('  '))).toEqual({ '': MESSAGES.required });
    expect(messages(name.safeParse('x'.repeat(21)))).toEqual({ '': MESSAGES.tooLong });
  });
});
