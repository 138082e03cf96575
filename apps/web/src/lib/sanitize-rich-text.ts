import { RICH_TEXT_LINK, RICH_TEXT_TAGS, safeLinkHref } from '@portal/contract';
import createDOMPurify, { type Config } from 'dompurify';

/** Refused elements whose content goes too (others keep their text), as on the server. */
const DROPPED_WITH_CONTENT = [
  'textarea',
  'option',
  'select',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
];

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: ['href'],
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
  ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  KEEP_CONTENT: true,
};

// An instance of our own, so its hook cannot change another caller's DOMPurify.
const purifier = createDOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = safeLinkHref(node.getAttribute('href') ?? '');
  for (const name of node.getAttributeNames()) node.removeAttribute(name);
  if (!href) return;
  node.setAttribute('href', href);
  node.setAttribute('target', RICH_TEXT_LINK.target);
  node.setAttribute('rel', RICH_TEXT_LINK.rel);
});

/**
 * Spec §9's allow-list again in the browser, before rich text is shown or leaves the editor
 * (decision 0014): the server's rules (apps/api/src/lib/rich-text.ts) with DOMPurify.
 */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, CONFIG).trim();
}
