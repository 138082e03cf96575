import { z } from 'zod';
import { ALLOWED_HTML_TAGS } from './constants.js';

/**
 * Rich text is HTML limited to spec §9's tags (decision 0014). The contract only bounds and
 * shapes it; the server sanitises it before storing (`sanitizeRichText`, sanitize-html) and the
 * browser again before showing it (DOMPurify). Both follow the rules declared here.
 */
export const RICH_TEXT_TAGS = ALLOWED_HTML_TAGS;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** The only attribute kept from input: `href` on `a`. Links get these two from us, never from input. */
export const RICH_TEXT_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Default bound of a rich-text field, in characters of submitted HTML. */
export const RICH_TEXT_MAX_LENGTH = 20_000;

const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/**
 * The href a link may keep: an absolute http, https or mailto URL (parsed as a browser parses it,
 * so encoded, spaced or tabbed `javascript:` is seen for what it is), re-serialised; else null.
 * Relative links, user:password@ hosts and every other scheme are refused.
 */
export function safeLinkHref(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (!LINK_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? url.href : null;
  if (!url.hostname || url.username || url.password) return null;
  return url.href;
}

/** Whether HTML shows any text (an editor's empty `<p><br></p>` does not). A shape check, not a sanitiser. */
export function richTextHasText(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/[\s\u200b]+/g, '');
  return text.length > 0;
}

const richTextInput = (max: number) =>
  z
    .string()
    .max(max)
    .transform((html) => (richTextHasText(html) ? html.trim() : null));

/**
 * An optional rich-text field of at most `max` characters of HTML: empty (or only empty tags)
 * becomes null. The API stores it only through `sanitizeRichText`.
 */
export const richTextSchema = (max = RICH_TEXT_MAX_LENGTH) =>
  z
    .string()
    .nullish()
    .transform((html) => html ?? '')
    .pipe(richTextInput(max));

/** A rich-text field that must show some text ("This field is required." otherwise). */
export const requiredRichTextSchema = (max = RICH_TEXT_MAX_LENGTH) => richTextInput(max).pipe(z.string());
