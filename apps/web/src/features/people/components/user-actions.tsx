import type { AccountUser } from '@portal/contract';
import type { ReactNode } from 'react';
import { ImpersonateButton } from '../../../components/impersonation/impersonate-button';
import { useCan } from '../../../lib/session-context';

/** What an extra action of a user's dialog receives. */
export interface UserActionProps {
  user: AccountUser;
}

/** Impersonate (decision 0052) for those who may; the API still refuses yourself, a disabled user or more rights. */
function ImpersonateUser({ user }: UserActionProps) {
  const can = useCan();
  if (!can('impersonate', 'users') && !can('impersonate', 'employer-users')) return null;
  if (user.status === 'disabled') return null;
  return <ImpersonateButton userId={user.id} name={user.name} />;
}

/** Actions other parts of the portal add to a user's dialog, rendered before the built-in ones. */
export const USER_ACTIONS: readonly ((props: UserActionProps) => ReactNode)[] = [ImpersonateUser];
