import { NOTIFICATION_ENGLISH, type NotificationKind, type NotificationParams } from '@portal/contract';
import { sanitizeRichText, type SafeHtml } from '../../lib/rich-text.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const fill = (template: string, params: NotificationParams, escape: (text: string) => string) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => escape(Object.hasOwn(params, name) ? (params[name] ?? '') : ''));

/**
 * The plain English subject and content of a kind (decision 0054), for clients that do not word
 * the kind themselves: params are text, escaped before they join the HTML, which is sanitised.
 */
export function englishOf(kind: NotificationKind, params: NotificationParams): { subject: string; content: SafeHtml } {
  const { counted, one, ...other } = NOTIFICATION_ENGLISH[kind];
  const wording = counted !== undefined && params[counted] === '1' ? { ...other, ...one } : other;
  return {
    subject: fill(wording.subject, params, (text) => text),
    content: sanitizeRichText(fill(wording.content, params, escapeHtml)),
  };
}
