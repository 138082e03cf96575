import type { AccountUser } from '@portal/contract';
import type { ReactNode } from 'react';

/** What an extra action of a user's dialog receives. */
export interface UserActionProps {
  user: AccountUser;
}

/**
 * Actions other features add to a user's dialog, rendered before the built-in ones.
 * TODO(lead, issue 23): impersonation plugs in here once `components/impersonation/impersonate-button.tsx`
 * is on main: `({ user }) => <ImpersonateButton userId={user.id} name={user.name} />`.
 */
export const USER_ACTIONS: readonly ((props: UserActionProps) => ReactNode)[] = [];
