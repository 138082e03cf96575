import { can, type Action, type AppAbility, type CheckOptions, type Me, type Subject } from '@portal/contract';
import { createContext, useContext } from 'react';
import type { ResolvedSelection } from './scope';

export interface SessionValue {
  me: Me | null;
  selection: ResolvedSelection | null;
  /** Built from me.permissions for the selected scope; null for a visitor. */
  ability: AppAbility | null;
}

const SessionContext = createContext<SessionValue>({ me: null, selection: null, ability: null });

export const SessionContextProvider = SessionContext.Provider;

export function useSession(): SessionValue {
  return useContext(SessionContext);
}

/** Whether the signed-in user may `action` on `subject` in the selected scope. */
export function useCan(): (action: Action, subject: Subject, options?: CheckOptions) => boolean {
  const { ability } = useSession();
  return (action, subject, options) => ability !== null && can(ability, action, subject, options);
}
