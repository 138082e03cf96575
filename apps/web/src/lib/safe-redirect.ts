/**
 * A post-login target is followed only when it is a same-origin path:
 * it starts with one "/" and is not protocol-relative ("//host") or a backslash trick ("/\host").
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/')) return null;
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  // Control characters (tab, newline, …) can make browsers read the path differently.
  for (let index = 0; index < target.length; index += 1) {
    if (target.charCodeAt(index) < 0x20) return null;
  }
  return target;
}
