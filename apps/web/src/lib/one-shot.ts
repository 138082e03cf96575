/**
 * sessionStorage values one page leaves for the next page of this tab, across a full page load,
 * read once: taking a value removes it. Failures (storage disabled, corrupt JSON) read as null.
 */
export function leaveForNextPage(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled: the next page does without it.
  }
}

export function takeFromPreviousPage(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return null;
    window.sessionStorage.removeItem(key);
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
