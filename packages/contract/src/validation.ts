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

/**
 * What a one-line value never holds: C0 and C1 control characters (tab, CR, LF, NUL, ESC…), DEL,
 * and the Unicode line and paragraph separators. A name carrying one breaks the line of every
 * mail, export and list it is shown in (decision 0020).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const oneLine = <T extends z.ZodType<string | null>>(schema: T) =>
  schema.refine((v) => v === null || !LINE_BREAKING.test(v), { message: MESSAGES.singleLine });
const requiredSingleLine = (max: number) => oneLine(requiredText(max));
const optionalSingleLine = (max: number) => oneLine(optionalText(max));

/**
 * A name-like field (a person, employer, consultant, tag, product, option, site title…): trimmed,
 * at most `max` characters, on one line. Required unless `{ optional: true }`, which turns empty
 * input into null. Every name in the contract is declared with it.
 */
export function singleLineText(max?: number): ReturnType<typeof requiredSingleLine>;
export function singleLineText(max: number, opts: { optional: true }): ReturnType<typeof optionalSingleLine>;
export function singleLineText(max = 255, opts: { optional?: boolean } = {}) {
  return opts.optional ? optionalSingleLine(max) : requiredSingleLine(max);
}

/** Top-level domains a mail reader turns into links beside every two-letter country code. */
const LINKED_TLDS =
  'com|net|org|info|biz|xyz|top|site|online|shop|store|club|live|link|click|tech|pro|app|dev|page|win|vip|icu|work|email|name|mobi|asia|tel|gov|edu|mil|int|jobs|travel|[a-z]{2}';

/**
 * What a person's name never holds (decision 0061): a scheme (`https://`, `mailto:`), `www.`, an
 * email address, a host name ending in a top-level domain (`evil.com`, `x.co`) or an IPv4 address.
 * Plain-text mails, lists and exports show names to staff, and readers turn these into links.
 */
export const LINK_IN_NAME = new RegExp(
  [
    String.raw`[a-z][a-z0-9+.-]*:\/\/`,
    String.raw`\b(?:mailto|javascript|data):`,
    String.raw`\bwww\.`,
    String.raw`\S@\S`,
    String.raw`[\p{L}\p{N}-]\.(?:${LINKED_TLDS})(?![\p{L}\p{N}])`,
    String.raw`\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}`,
  ].join('|'),
  'iu',
);

// A value already refused as more than one line gets that one message, not two.
const withoutLinks = <T extends z.ZodType<string | null>>(schema: T) =>
  schema.refine((v) => v === null || LINE_BREAKING.test(v) || !LINK_IN_NAME.test(v), {
    message: MESSAGES.nameWithoutLinks,
  });

/**
 * A person's name (first, last or full, wherever a name is taken): a one-line text that carries no
 * web address and no email address (`LINK_IN_NAME`), refused with a one-line rule message.
 */
export function personName(max?: number): ReturnType<typeof withoutLinks<ReturnType<typeof requiredSingleLine>>>;
export function personName(
  max: number,
  opts: { optional: true },
): ReturnType<typeof withoutLinks<ReturnType<typeof optionalSingleLine>>>;
export function personName(max = 255, opts: { optional?: boolean } = {}) {
  return opts.optional ? withoutLinks(optionalSingleLine(max)) : withoutLinks(requiredSingleLine(max));
}

/** An optional phone number: a leading + at most, digits, spaces, dots, dashes and brackets; empty is null. */
export const phoneField = () => optionalText(32).refine((v) => v === null || /^\+?[0-9][0-9 ().-]{5,30}$/.test(v));

/** An optional reference (a file uuid, a user id…): absent or null is null. */
export const optionalRef = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** An integer within bounds ("This value is invalid." outside). */
export const intBetween = (min: number, max: number) => z.number().int().min(min).max(max);

export const emailField = () => z.string().trim().toLowerCase().min(1).max(255).pipe(z.email());

export const passwordField = () => z.string().min(8).max(200);

export { z };
