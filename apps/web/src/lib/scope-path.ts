import type { AccountRef } from '@portal/contract';
import { findByNames, type ResolvedSelection } from './scope';
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

/**
 * Spec §2: the path always shows the selected account and site names. A path naming another
 * account/site the user has selects it; a path naming one they lack is replaced by the selection.
 */
export function scopePathState(
  params: { account?: string; site?: string },
  accounts: readonly AccountRef[],
  selection: ResolvedSelection,
  location: PathLocation,
): ScopePathState {
  const { account, site } = params;
  if (account === undefined || site === undefined) return { type: 'ok' };
  if (selection.account?.name === account && selection.site?.name === site) return { type: 'ok' };
  const named = findByNames(accounts, account, site);
  if (named) return { type: 'select', ids: named.ids };
  if (!selection.account || !selection.site) return { type: 'replace', to: '/' };
  const pathname = withScopeNames(location.pathname, selection.account.name, selection.site.name);
  return { type: 'replace', to: `${pathname}${location.search}${location.hash}` };
}
