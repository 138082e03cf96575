import { buildAbility, type AccountRef, type Me } from '@portal/contract';
import type { ReactNode } from 'react';
import { SessionContextProvider, type SessionValue } from '../lib/session-context';

const account: AccountRef = {
  id: 1,
  name: 'acme',
  title: 'Acme',
  sites: [{ id: 3, name: 'careers', title: 'Acme Careers', employers: [{ id: 7, name: 'Acme Bakery' }] }],
};

/**
 * A signed-in session on acme/careers whose site scope holds these permission entries; with
 * `employerEntries`, a member of Acme Bakery (employer 7, selected) holding those instead.
 */
export function testSession(entries: string[], employerEntries?: string[]): SessionValue {
  const member = employerEntries !== undefined;
  const me: Me = {
    id: 1,
    name: 'Test User',
    email: 'test@acme.test',
    avatar: null,
    permissions: member ? { 'employer:7': employerEntries } : { 'site:3': entries },
    accounts: [account],
  };
  const site = account.sites[0] ?? null;
  const employer = member ? (site?.employers[0] ?? null) : null;
  const ids = { accountId: 1, siteId: 3, employerId: employer?.id ?? null };
  return {
    me,
    selection: { account, site, employer, ids },
    ability: buildAbility(me.permissions, ids),
  };
}

/**
 * Wraps a component in a session holding these permission entries (e.g. ['employers.read']), at
 * the site, or as an employer member with `employerEntries`.
 */
export function WithPermissions({
  entries,
  employerEntries,
  children,
}: {
  entries: string[];
  employerEntries?: string[];
  children: ReactNode;
}) {
  return <SessionContextProvider value={testSession(entries, employerEntries)}>{children}</SessionContextProvider>;
}
