import { buildAbility, type Me } from '@portal/contract';
import { useMemo, type ReactNode } from 'react';
import type { ResolvedSelection } from '../lib/scope';
import { SessionContextProvider, type SessionValue } from '../lib/session-context';

interface SessionProviderProps {
  me: Me | null;
  selection: ResolvedSelection | null;
  children: ReactNode;
}

/** The ability is rebuilt whenever the user or the selected account/site/employer changes (spec §6). */
export function SessionProvider({ me, selection, children }: SessionProviderProps) {
  const accountId = selection?.ids.accountId ?? null;
  const siteId = selection?.ids.siteId ?? null;
  const employerId = selection?.ids.employerId ?? null;
  const ability = useMemo(
    () => (me ? buildAbility(me.permissions, { accountId, siteId, employerId }) : null),
    [me, accountId, siteId, employerId],
  );
  const value = useMemo<SessionValue>(() => ({ me, selection, ability }), [me, selection, ability]);
  return <SessionContextProvider value={value}>{children}</SessionContextProvider>;
}
