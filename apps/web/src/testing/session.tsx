import { buildAbility, type AccountRef, type Me } from '@portal/contract';
import type { ReactNode } from 'react';
import { SessionContextProvider, type SessionValue } from '../lib/session-context';

const account: AccountRef = {
  id: 1,
  name: 'acme',
  title: 'Acme',
  sites: [{ id: 3, name: 'careers', title: 'Acme Careers', employers: [{ id: 7, name: 'Acme Bakery' }] }],
};

/** A signed-in session on acme/careers whose site scope holds these permission entries. */
export function testSession(entries: string[]): SessionValue {
  const me: Me = {
    id: 1,
    name: 'Test User',
    email: 'test@acme.test',
    avatar: null,
    permissions: { 'site:3': entries },
    accounts: [account],
  };
  const site = account.sites[0] ?? null;
  return {
    me,
    selection: { account, site, employer: null, ids: { accountId: 1, siteId: 3, employerId: null } },
    ability: buildAbility(me.permissions, { accountId: 1, siteId: 3 }),
  };
}

/** Wraps a component in a session holding these permission entries (e.g. ['employers.read']). */
export function WithPermissions({ entries, children }: { entries: string[]; children: ReactNode }) {
  return <SessionContextProvider value={testSession(entries)}>{children}</SessionContextProvider>;
}
