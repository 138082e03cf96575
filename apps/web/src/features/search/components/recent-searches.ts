import { readJson, writeJson } from '../../../lib/storage';

/** How many terms the palette remembers. */
const KEEP = 5;

/** Per user, so another person signing in on the same browser does not see them (decision 0055). */
const keyOf = (userId: number) => `portal-search-recent:${String(userId)}`;

/** The user's latest search terms, newest first. */
export function readRecentSearches(userId: number): string[] {
  const stored = readJson(keyOf(userId));
  return Array.isArray(stored) ? stored.filter((term): term is string => typeof term === 'string').slice(0, KEEP) : [];
}

/** Remembers a term the user opened a result of (first, without its earlier copy). */
export function rememberSearch(userId: number, term: string): void {
  const trimmed = term.trim();
  if (!trimmed) return;
  const rest = readRecentSearches(userId).filter((t) => t.toLowerCase() !== trimmed.toLowerCase());
  writeJson(keyOf(userId), [trimmed, ...rest].slice(0, KEEP));
}
