import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { requiredText, singleLineText } from './validation.js';

/** Every mail the product sends; a site may word each its own way (decision 0015). */
export const MAIL_KINDS = [
  'password_reset',
  'invitation',
  'employer_approved',
  'employer_rejected',
  'export_ready',
  'job_approved',
  'job_rejected',
  'job_expiring',
  'application_received',
  'application_not_taken',
  'application_status_changed',
  'seeker_password_reset',
  'application_to_employer',
  'seeker_retention_warning',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The placeholder holding the mail's call-to-action URL: required in the body of a mail that has one. */
export const LINK_PLACEHOLDER = 'link';

/** Mails whose link carries a secret token: they end with a fixed line naming the link's domain (decision 0020). */
export const SECRET_LINK_KINDS: readonly MailKind[] = ['password_reset', 'invitation', 'seeker_password_reset'];

/** Placeholders whose value may span lines (a reason staff wrote); every other value is one line in a mail. */
export const MULTI_LINE_PLACEHOLDERS: readonly string[] = ['reason', 'answers'];

/** The `{{name}}` placeholders each mail fills; any other name is refused (422). */
export const MAIL_PLACEHOLDERS = {
  password_reset: ['name', 'email', 'site_title', 'link', 'expires_minutes'],
  invitation: ['name', 'invited_to', 'site_title', 'link', 'expires_days'],
  employer_approved: ['name', 'business_name', 'site_title', 'link'],
  employer_rejected: ['name', 'business_name', 'site_title', 'reason'],
  export_ready: ['name', 'export_name', 'row_count', 'site_title', 'link'],
  job_approved: ['name', 'job_title', 'business_name', 'site_title', 'link'],
  job_rejected: ['name', 'job_title', 'business_name', 'site_title', 'reason'],
  job_expiring: ['name', 'job_title', 'business_name', 'site_title', 'end_date', 'link'],
  application_received: ['name', 'job_title', 'business_name', 'site_title'],
  application_not_taken: ['name', 'job_title', 'site_title', 'outcome'],
  application_status_changed: [
    'name',
    'candidate_name',
    'job_title',
    'from_status',
    'to_status',
    'stage',
    'site_title',
  ],
  seeker_password_reset: ['name', 'email', 'site_title', 'link', 'expires_minutes'],
  application_to_employer: [
    'candidate_name',
    'candidate_email',
    'candidate_phone',
    'job_title',
    'business_name',
    'answers',
    'site_title',
    'link',
  ],
  seeker_retention_warning: ['name', 'site_title', 'erase_date'],
} as const satisfies Record<MailKind, readonly string[]>;
export type MailValues<K extends MailKind> = Record<(typeof MAIL_PLACEHOLDERS)[K][number], string>;

export interface MailTemplateText {
  subject: string;
  body: string;
}

export const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** The names of the `{{…}}` placeholders a text uses, trimmed, in order. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => (match[1] ?? '').trim());
}

/** Whether a `{{link}}` of the text touches anything but whitespace or the text's start or end. */
export function linkTouchesText(text: string): boolean {
  return [...text.matchAll(PLACEHOLDER)].some((match) => {
    if ((match[1] ?? '').trim() !== LINK_PLACEHOLDER) return false;
    const before = text[match.index - 1];
    const after = text[match.index + match[0].length];
    return [before, after].some((char) => char !== undefined && !/\s/.test(char));
  });
}

/**
 * The 422 errors of a template for `kind`: unknown placeholders, a missing link where the mail has
 * one, a link in the subject, and a link glued to text (decision 0020: a link stands on its own).
 */
export function templateErrors(kind: MailKind, template: MailTemplateText): Record<string, string[]> {
  const known: readonly string[] = MAIL_PLACEHOLDERS[kind];
  const errors: Record<string, string[]> = {};
  for (const field of ['subject', 'body'] as const) {
    if (placeholdersIn(template[field]).some((name) => !known.includes(name))) {
      errors[field] = [MESSAGES.unknownPlaceholder];
    }
  }
  if (!errors.subject && placeholdersIn(template.subject).includes(LINK_PLACEHOLDER)) {
    errors.subject = [MESSAGES.linkOnlyInBody];
  }
  if (!errors.body && known.includes(LINK_PLACEHOLDER)) {
    if (!placeholdersIn(template.body).includes(LINK_PLACEHOLDER)) errors.body = [MESSAGES.linkPlaceholderRequired];
    else if (linkTouchesText(template.body)) errors.body = [MESSAGES.linkMustStandAlone];
  }
  return errors;
}

export const UpdateMailTemplateSchema = z.object({ subject: singleLineText(200), body: requiredText(10_000) });
export type UpdateMailTemplate = z.infer<typeof UpdateMailTemplateSchema>;

export const MailTemplateSchema = z.object({
  kind: z.enum(MAIL_KINDS),
  subject: z.string(),
  body: z.string(),
  /** False while the default wording applies. */
  customised: z.boolean(),
  placeholders: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type MailTemplate = z.infer<typeof MailTemplateSchema>;
export const MailTemplatesSchema = z.object({ data: z.array(MailTemplateSchema) });
export const MailTemplateDataSchema = z.object({ data: MailTemplateSchema });
export const MailKindParamsSchema = z.object({ kind: z.enum(MAIL_KINDS) });
