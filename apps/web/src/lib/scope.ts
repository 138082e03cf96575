import type { AccountRef, EmployerRef, SiteRef } from '@portal/contract';
import type { Selection } from './scope-store';

export { sameSelection } from './scope-store';

export interface ResolvedSelection {
  account: AccountRef | null;
  site: SiteRef | null;
  /** The current employer: set when the site has exactly one employer (spec §3). */
  employer: EmployerRef | null;
  ids: Selection;
}

function employerOf(site: SiteRef | null, storedId: number | null): EmployerRef | null {
  if (!site) return null;
  if (site.employers.length === 1) return site.employers[0] ?? null;
  return site.employers.find((employer) => employer.id === storedId) ?? null;
}

function resolve(account: AccountRef | null, site: SiteRef | null, employerId: number | null): ResolvedSelection {
  const employer = employerOf(site, employerId);
  return {
    account,
    site,
    employer,
    ids: { accountId: account?.id ?? null, siteId: site?.id ?? null, employerId: employer?.id ?? null },
  };
}

/**
 * The selection in force for these accounts: the stored ids while they still exist,
 * otherwise the first account and its first site.
 */
export function resolveSelection(accounts: readonly AccountRef[], stored: Selection): ResolvedSelection {
  const account = accounts.find((a) => a.id === stored.accountId) ?? accounts[0] ?? null;
  const site = account?.sites.find((s) => s.id === stored.siteId) ?? account?.sites[0] ?? null;
  return resolve(account, site, stored.employerId);
}

/** Selecting another account and site (the switcher, or a path naming them). */
export function selectByIds(
  accounts: readonly AccountRef[],
  accountId: number,
  siteId: number,
): ResolvedSelection | null {
  const account = accounts.find((a) => a.id === accountId);
  const site = account?.sites.find((s) => s.id === siteId);
  return account && site ? resolve(account, site, null) : null;
}

/** The account and site a path names by their URL names, when the user has them. */
export function findByNames(
  accounts: readonly AccountRef[],
  accountName: string,
  siteName: string,
): ResolvedSelection | null {
  const account = accounts.find((a) => a.name === accountName);
  const site = account?.sites.find((s) => s.name === siteName);
  return account && site ? resolve(account, site, null) : null;
}
