import { buildAbility, type AccountRef, type Me } from '@portal/contract';
import type { ReactNode } from 'react';
import { SessionContextProvider } from '../../../lib/session-context';

const account: AccountRef = {
  id: 1,
  name: 'acme',
  title: 'Acme',
  sites: [
    { id: 3, name: 'careers', title: 'Acme Careers', employers: [] },
    { id: 4, name: 'jobs', title: 'Acme Jobs', employers: [] },
  ],
};

/** A signed-in user (id 1) of acme holding these entries in the account itself, careers selected. */
export function WithAccountPermissions({ entries, children }: { entries: string[]; children: ReactNode }) {
  const me: Me = {
    id: 1,
    name: 'Max Manager',
    email: 'manager@acme.test',
    avatar: null,
    permissions: { 'account:1': entries },
    accounts: [account],
  };
  const ids = { accountId: 1, siteId: 3, employerId: null };
  const site = account.sites[0] ?? null;
  return (
    <SessionContextProvider
      value={{ me, selection: { account, site, employer: null, ids }, ability: buildAbility(me.permissions, ids) }}
    >
      {children}
    </SessionContextProvider>
  );
}

/** The seeded account admin's entries (decision 0004). */
export const ACCOUNT_ADMIN = [
  'dashboard.read',
  'sites.read',
  'users.all',
  'employers.all',
  'employer-users.all',
  'jobs.all',
  'seekers.all',
  'applications.all',
  'consultants.all',
  'credits.all',
  'pricing.all',
  'notifications.all',
  'settings.all',
  'tags.all',
];
