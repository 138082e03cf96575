import { safeLinkHref } from '@portal/contract';

/** What was typed as a link's address: `example.test` means https, `a@b.test` means mailto; null when unsafe. */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return safeLinkHref(text);
  return safeLinkHref(text.includes('@') && !text.includes('/') ? `mailto:${text}` : `https://${text}`);
}
