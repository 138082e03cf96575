/** The <head> links the branding controls, shared by the SPA (BrandingHead) and the sign-in page. */
export const FAVICON_ID = 'portal-favicon';
export const STYLESHEET_ID = 'portal-branding-stylesheet';
export const DEFAULT_FAVICON = '/favicon.svg';

export function ensureLink(id: string, rel: string): HTMLLinkElement {
  const existing = document.getElementById(id);
  if (existing instanceof HTMLLinkElement) return existing;
  const link = document.createElement('link');
  link.id = id;
  link.rel = rel;
  document.head.appendChild(link);
  return link;
}
