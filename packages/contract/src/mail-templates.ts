import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { requiredText } from './validation.js';

/** Every mail the product sends; a site may word each its own way (decision 0015). */
export const MAIL_KINDS = [
  'password_reset',
  'invitation',
  'employer_approved',
  'employer_rejected',
  'export_ready',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The placeholder holding the mail's call-to-action URL: required in the body of a mail that has one. */
export const LINK_PLACEHOLDER = 'link';

/** The `{{name}}` placeholders each mail fills; any other name is refused (422). */
export const MAIL_PLACEHOLDERS = {
  password_reset: ['name', 'email', 'site_title', 'link', 'expires_minutes'],
  invitation: ['name', 'invited_to', 'site_title', 'link', 'expires_days'],
  employer_approved: ['name', 'business_name', 'site_title', 'link'],
  employer_rejected: ['name', 'business_name', 'site_title', 'reason'],
  export_ready: ['name', 'export_name', 'row_count', 'site_title', 'link'],
} as const satisfies Record<MailKind, readonly string[]>;
export type MailValues<K extends MailKind> = Record<(typeof MAIL_PLACEHOLDERS)[K][number], string>;

export interface MailTemplateText {
  subject: string;
  body: string;
}

/** The wording used until a site saves its own (and again after "reset to default"). */
export const DEFAULT_MAIL_TEMPLATES: Record<MailKind, MailTemplateText> = {
  password_reset: {
    subject: 'Reset your password',
    body: [
      'Hello {{name}},',
      'We received a request to reset the password of your {{site_title}} account.',
      'The link below works once and expires in {{expires_minutes}} minutes. If you did not ask for it, ignore this mail.',
      'Reset password: {{link}}',
    ].join('\n\n'),
  },
  invitation: {
    subject: 'You are invited to join {{invited_to}}',
    body: [
      'Hello {{name}},',
      'You have been invited to join {{invited_to}} on {{site_title}}. Open the link to accept; it works once, for {{expires_days}} days.',
      'If you did not expect this invitation, ignore this mail: nothing changes unless you accept.',
      'Accept the invitation: {{link}}',
    ].join('\n\n'),
  },
  employer_approved: {
    subject: 'Your employer registration was approved',
    body: [
      'Hello {{name}},',
      'The registration of {{business_name}} has been approved. You can now post jobs.',
      'Sign in: {{link}}',
    ].join('\n\n'),
  },
  employer_rejected: {
    subject: 'Your employer registration was not approved',
    body: ['Hello {{name}},', 'The registration of {{business_name}} was not approved.', 'Reason: {{reason}}'].join(
      '\n\n',
    ),
  },
  export_ready: {
    subject: 'Your {{export_name}} export is ready',
    body: [
      'Hello {{name}},',
      'Your export of {{row_count}} {{export_name}} is ready. The link needs you to be signed in.',
      'Download the export: {{link}}',
    ].join('\n\n'),
  },
};

/** What the preview fills the placeholders with. */
export const MAIL_SAMPLE_VALUES: { [K in MailKind]: MailValues<K> } = {
  password_reset: {
    name: 'Jane Doe',
    email: 'jane.doe@example.com',
    site_title: 'Portal',
    link: 'https://portal.example.com/reset-password?token=sample',
    expires_minutes: '60',
  },
  invitation: {
    name: 'Jane Doe',
    invited_to: 'Acme Bakery',
    site_title: 'Portal',
    link: 'https://portal.example.com/accept-invitation?token=sample',
    expires_days: '7',
  },
  employer_approved: {
    name: 'Jane Doe',
    business_name: 'Acme Bakery',
    site_title: 'Portal',
    link: 'https://portal.example.com/login',
  },
  employer_rejected: {
    name: 'Jane Doe',
    business_name: 'Acme Bakery',
    site_title: 'Portal',
    reason: 'The registration number could not be verified.',
  },
  export_ready: {
    name: 'Jane Doe',
    export_name: 'employers',
    row_count: '42',
    site_title: 'Portal',
    link: 'https://portal.example.com/exports/sample',
  },
};

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** The names of the `{{…}}` placeholders a text uses, trimmed, in order. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => (match[1] ?? '').trim());
}

/** The 422 errors of a template for `kind`: unknown placeholders, and a missing link where the mail has one. */
export function templateErrors(kind: MailKind, template: MailTemplateText): Record<string, string[]> {
  const known: readonly string[] = MAIL_PLACEHOLDERS[kind];
  const errors: Record<string, string[]> = {};
  for (const field of ['subject', 'body'] as const) {
    if (placeholdersIn(template[field]).some((name) => !known.includes(name))) {
      errors[field] = [MESSAGES.unknownPlaceholder];
    }
  }
  if (!errors.body && known.includes(LINK_PLACEHOLDER) && !placeholdersIn(template.body).includes(LINK_PLACEHOLDER)) {
    errors.body = [MESSAGES.linkPlaceholderRequired];
  }
  return errors;
}

/** A piece of a rendered line: plain text, or the call-to-action URL. */
export type MailSegment = { kind: 'text'; text: string } | { kind: 'link'; url: string };
/** A rendered body: paragraphs (split on blank lines) of lines of segments. */
export type MailParagraphs = MailSegment[][][];

export interface RenderedMail {
  subject: string;
  text: string;
  paragraphs: MailParagraphs;
}

function fill(text: string, values: Readonly<Record<string, string>>): MailSegment[] {
  const segments: MailSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = (match[1] ?? '').trim();
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    const value = Object.hasOwn(values, name) ? (values[name] ?? '') : '';
    segments.push(name === LINK_PLACEHOLDER ? { kind: 'link', url: value } : { kind: 'text', text: value });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

const segmentText = (segment: MailSegment) => (segment.kind === 'text' ? segment.text : segment.url);

/**
 * Fills a template: the subject on one line, the text body as written, and the paragraphs the
 * HTML body (`mailHtml`) and the settings page's preview are built from. A value is never read
 * as a placeholder, and an unknown name fills in as nothing.
 */
export function renderMailTemplate(template: MailTemplateText, values: Readonly<Record<string, string>>): RenderedMail {
  const body = template.body.replace(/\r\n?/g, '\n').trim();
  const subject = fill(template.subject, values).map(segmentText).join('').replace(/\s+/g, ' ').trim();
  const paragraphs = body
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.split('\n').map((line) => fill(line, values)));
  const text = fill(body, values).map(segmentText).join('');
  return { subject, text, paragraphs };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The HTML body: every text and value escaped, lines (and lines of a value) broken with <br>, the link an anchor. */
export function mailHtml(paragraphs: MailParagraphs): string {
  const segment = (s: MailSegment) =>
    s.kind === 'link' && /^https?:\/\//i.test(s.url)
      ? `<a href="${escapeHtml(s.url)}">${escapeHtml(s.url)}</a>`
      : escapeHtml(s.kind === 'link' ? s.url : s.text).replace(/\r?\n/g, '<br>');
  return paragraphs.map((lines) => `<p>${lines.map((line) => line.map(segment).join('')).join('<br>')}</p>`).join('\n');
}

const singleLine = (max: number) => requiredText(max).refine((v) => !/[\r\n]/.test(v), { message: MESSAGES.invalid });

export const UpdateMailTemplateSchema = z.object({ subject: singleLine(200), body: requiredText(10_000) });
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
