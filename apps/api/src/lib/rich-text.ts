import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_LINK, RICH_TEXT_TAGS, richTextHasText, safeLinkHref } from '@portal/contract';

/**
 * HTML that went through `sanitizeRichText`. A rich-text column is typed with it
 * (`richTextColumn` in db/schema/columns.ts), so storing a request's raw string is a type error.
 */
export type SafeHtml = string & { readonly __safeHtml: true };

/** Elements dropped with everything inside them (other refused elements keep their text). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'xmp',
  'title',
  'head',
];

/** A link keeps an absolute http/https/mailto href and gets our target and rel; else it keeps no attribute. */
function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href === undefined ? null : safeLinkHref(attribs.href);
  return { tagName, attribs: href ? { href, ...RICH_TEXT_LINK } : {} };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedClasses: {},
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  transformTags: { a: transformLink },
};

/**
 * Spec §9's allow-list, enforced on the server whenever HTML is stored (decision 0014): only the
 * allowed tags, no attribute but a link's checked `href` (plus our `target`/`rel`), no comments,
 * and the content of script-like elements dropped. Idempotent.
 */
export function sanitizeRichText(html: string): SafeHtml {
  return sanitizeHtml(html, OPTIONS).trim() as SafeHtml;
}

/** What a rich-text column stores for a contract value: sanitised, or null when nothing visible is left. */
export function storedRichText(html: string | null | undefined): SafeHtml | null {
  if (html == null) return null;
  const safe = sanitizeRichText(html);
  return richTextHasText(safe) ? safe : null;
}
