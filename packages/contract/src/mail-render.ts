import {
  LINK_PLACEHOLDER,
  MULTI_LINE_PLACEHOLDERS,
  PLACEHOLDER,
  SECRET_LINK_KINDS,
  type MailKind,
  type MailTemplateText,
} from './mail-templates.js';
import { LINE_BREAKING } from './validation.js';

/** A piece of a rendered line: plain text, or the call-to-action URL. */
export type MailSegment = { kind: 'text'; text: string } | { kind: 'link'; url: string };
/** A rendered body: paragraphs (split on blank lines) of lines of segments. */
export type MailParagraphs = MailSegment[][][];

export interface RenderedMail {
  subject: string;
  text: string;
  paragraphs: MailParagraphs;
}

const LINE_BREAKS = new RegExp(`(?:${LINE_BREAKING.source})+`, 'g');

/** A value as one line: every run of line breaks and control characters becomes one space (decision 0020). */
export const oneLine = (value: string) => value.replace(LINE_BREAKS, ' ').trim();

function fill(text: string, values: Readonly<Record<string, string>>): MailSegment[] {
  const segments: MailSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = (match[1] ?? '').trim();
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    const raw = Object.hasOwn(values, name) ? (values[name] ?? '') : '';
    const value = MULTI_LINE_PLACEHOLDERS.includes(name) ? raw : oneLine(raw);
    segments.push(name === LINK_PLACEHOLDER ? { kind: 'link', url: value } : { kind: 'text', text: value });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

const edge = (segment: MailSegment, at: 'start' | 'end') =>
  segment.kind === 'link' ? 'x' : ((at === 'start' ? segment.text.at(0) : segment.text.at(-1)) ?? '');

/**
 * A link never touches text: where a template (saved before the rule) or a value glues anything
 * to it, a space is put between, so the link is a word of its own in the text part and its own
 * <a> in the HTML part (decision 0020).
 */
function separateLinks(segments: MailSegment[]): MailSegment[] {
  const out: MailSegment[] = [];
  for (const segment of segments) {
    if (segment.kind === 'text' && segment.text === '') continue;
    const previous = out.at(-1);
    const touching =
      previous !== undefined &&
      (segment.kind === 'link' || previous.kind === 'link') &&
      !/\s/.test(edge(previous, 'end')) &&
      !/\s/.test(edge(segment, 'start'));
    if (touching) out.push({ kind: 'text', text: ' ' });
    out.push(segment);
  }
  return out;
}

const segmentText = (segment: MailSegment) => (segment.kind === 'text' ? segment.text : segment.url);

/**
 * Fills a template: the subject on one line (never with the link), the text body as written, and
 * the paragraphs the HTML body (`mailHtml`) and the settings page's preview are built from. A
 * value is never read as a placeholder, an unknown name fills in as nothing, a name-like value is
 * one line, and the link stands apart from any text.
 */
export function renderMailTemplate(template: MailTemplateText, values: Readonly<Record<string, string>>): RenderedMail {
  const body = template.body.replace(/\r\n?/g, '\n').trim();
  const subject = fill(template.subject, values)
    .map((segment) => (segment.kind === 'text' ? segment.text : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const paragraphs = body
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.split('\n').map((line) => separateLinks(fill(line, values))));
  const text = separateLinks(fill(body, values)).map(segmentText).join('');
  return { subject, text, paragraphs };
}

/** The fixed last paragraph of a mail with a secret link: where the link goes, from the link itself. */
export function linkDomainNotice(link: string): string | null {
  let host: string;
  try {
    host = new URL(link).host;
  } catch {
    return null;
  }
  return `This link goes to ${host}. Before you enter a password, check that your browser's address bar shows ${host}.`;
}

/**
 * A mail of `kind` as sent: the template filled, and for a mail whose link carries a token (reset,
 * invitation) a last paragraph no template can change, naming the domain the link goes to.
 */
export function renderMail(
  kind: MailKind,
  template: MailTemplateText,
  values: Readonly<Record<string, string>>,
): RenderedMail {
  const mail = renderMailTemplate(template, values);
  const notice = SECRET_LINK_KINDS.includes(kind) ? linkDomainNotice(values[LINK_PLACEHOLDER] ?? '') : null;
  if (!notice) return mail;
  return {
    subject: mail.subject,
    text: `${mail.text}\n\n${notice}`,
    paragraphs: [...mail.paragraphs, [[{ kind: 'text', text: notice }]]],
  };
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
