import type { Actor } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/**
 * Who made a change, as one name (decision 0063): the user, or "impersonator as user" when it was
 * made through an impersonation; `nobody` (the system, the candidate…) when no person is named.
 */
export function useActorName(): (actor: Actor | null | undefined, nobody: string) => string {
  const { t } = useTranslation();
  return (actor, nobody) => {
    if (!actor) return nobody;
    if (!actor.impersonator) return actor.name;
    return t('impersonation.actor', { name: actor.name, impersonator: actor.impersonator.name });
  };
}
