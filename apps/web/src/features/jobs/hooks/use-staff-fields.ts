import { buildLevelAbilities, can } from '@portal/contract';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session-context';

export interface StaffFields {
  /** May choose who is shown on the job (`consultants.read` in the account or site). */
  consultants: boolean;
  /** May tag the job (`tags.read` in the account or site). */
  tags: boolean;
}

/**
 * Which staff-only fields of *Additional details* the viewer may set (decision 0037): an
 * employer's user has neither, so the wizard hides them and never sends them.
 */
export function useStaffFields(): StaffFields {
  const { me, selection } = useSession();
  return useMemo(() => {
    if (!me || !selection) return { consultants: false, tags: false };
    const site = buildLevelAbilities(me.permissions, selection.ids).site;
    return { consultants: can(site, 'read', 'consultants'), tags: can(site, 'read', 'tags') };
  }, [me, selection]);
}
