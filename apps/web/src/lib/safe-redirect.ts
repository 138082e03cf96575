/**
 * A post-login target is followed only when it is a same-origin path:
 * it starts with one "/" and is not protocol-relative ("//host") or a backslash trick ("/\host").
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/')) return null;
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(target)) return null;
  return target;
}
