import type { AccountRef } from '@portal/contract';
import { findByNames, resolveSelection, type ResolvedSelection } from './scope';
import type { Selection } from './scope-store';

export type ScopePathState = { type: 'ok' } | { type: 'select'; ids: Selection } | { type: 'replace'; to: string };

export interface PathLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The path with its first two segments (account and site names) replaced. */
export function withScopeNames(pathname: string, accountName: string, siteName: string): string {
  const [, , , ...rest] = pathname.split('/');
  const tail = rest.join('/');
  const base = `/${encodeURIComponent(accountName)}/${encodeURIComponent(siteName)}`;
  return tail ? `${base}/${tail}` : base;
}

/** A matched route as `useMatches` gives it, outermost first. */
export interface PathMatch {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
}

const SCOPE_PARAMS = new Set(['account', 'site', '*']);

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The page's path up to the first record it names: `/acme/careers/employers/12/edit` →
 * `/acme/careers/employers`. A record (a route parameter other than the account and site) belongs
 * to its site, so another site opens the list that held it instead (decision 0028).
 */
export function pathAboveRecord(matches: readonly PathMatch[]): string {
  const last = matches[matches.length - 1];
  if (!last) return '/';
  const records = new Set(
    Object.entries(last.params).flatMap(([name, value]) => (SCOPE_PARAMS.has(name) || !value ? [] : [value])),
  );
  let kept: string[] = [];
  for (const match of matches) {
    const segments = segmentsOf(match.pathname);
    // Records live below /:account/:site: a site named like a record's id is not one.
    const added = segments.slice(Math.max(kept.length, 2));
    if (added.some((segment) => records.has(decoded(segment)))) break;
    if (segments.length > kept.length) kept = segments;
  }
  return `/${kept.join('/')}`;
}

/**
 * The address of the same page in another account or site: the path above any record it names
 * (`pathAboveRecord`), with the new names and without the query, which holds the old site's things
 * (a chosen employer, a purchase, a page of its rows).
 */
export function pathInOtherSite(matches: readonly PathMatch[], accountName: string, siteName: string): string {
  return withScopeNames(pathAboveRecord(matches), accountName, siteName);
}

/**
 * The selection to start from: the stored one, or on a first visit (no site chosen yet) the
 * account and site the path names when the user has them, so a followed link opens where it points.
 */
export function initialSelection(
  accounts: readonly AccountRef[],
  stored: Selection,
  params: { account?: string; site?: string },
): ResolvedSelection {
  const named =
    stored.siteId === null && params.account !== undefined && params.site !== undefined
      ? findByNames(accounts, params.account, params.site)
      : null;
  return named ?? resolveSelection(accounts, stored);
}

/** The navigation state the account and site switcher sends: the path it opens chooses the new site. */
export const SCOPE_SWITCH_STATE = { scopeSwitch: true } as const;

/** Whether a navigation came from the switcher (`SCOPE_SWITCH_STATE`); a typed or followed link never does. */
export function isScopeSwitch(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).scopeSwitch === true;
}

/**
 * Spec §2: the path always shows the selected account and site names; a path that names others
 * is replaced by the selection (the rest of the URL kept). Only `adopt` lets the path choose: the
 * switcher's own navigation (or a loader on a first visit, as `initialSelection` does; decision 0056).
 */
export function scopePathState(
  params: { account?: string; site?: string },
  accounts: readonly AccountRef[],
  selection: ResolvedSelection,
  location: PathLocation,
  adopt = false,
): ScopePathState {
  const { account, site } = params;
  if (account !== undefined && site === undefined) return accountPathState(account, accounts, selection, location);
  if (account === undefined || site === undefined) return { type: 'ok' };
  if (selection.account?.name === account && selection.site?.name === site) return { type: 'ok' };
  const named = adopt ? findByNames(accounts, account, site) : null;
  if (named) return { type: 'select', ids: named.ids };
  if (!selection.account || !selection.site) return { type: 'replace', to: '/' };
  const pathname = withScopeNames(location.pathname, selection.account.name, selection.site.name);
  return { type: 'replace', to: `${pathname}${location.search}${location.hash}` };
}

/**
 * The account's own pages (`/{account}/sites`, `/{account}/users`, decision 0051) name the account
 * alone: the path selects it (keeping the selected site when it is the account's, else its first),
 * or, naming an account the user lacks, is replaced by the selected account's.
 */
function accountPathState(
  account: string,
  accounts: readonly AccountRef[],
  selection: ResolvedSelection,
  location: PathLocation,
): ScopePathState {
  if (selection.account?.name === account) return { type: 'ok' };
  const named = accounts.find((candidate) => candidate.name === account);
  const site = named?.sites[0];
  if (named && site) return { type: 'select', ids: { accountId: named.id, siteId: site.id, employerId: null } };
  if (!selection.account) return { type: 'replace', to: '/' };
  const [, , ...rest] = location.pathname.split('/');
  const pathname = [`/${encodeURIComponent(selection.account.name)}`, ...rest].join('/');
  return { type: 'replace', to: `${pathname}${location.search}${location.hash}` };
}
