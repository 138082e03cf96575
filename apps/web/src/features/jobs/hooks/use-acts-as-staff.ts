import { buildLevelAbilities, can } from '@portal/contract';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session-context';

/**
 * Whether the viewer acts on jobs as the site's staff (a right granted in the account or the site,
 * decision 0036): staff choose the employer a job is for and filter by employer; an employer's own
 * user posts for and sees that employer alone. `approve` (moderation, publishing unpaid) is staff's only.
 */
export function useActsAsStaff(action: 'read' | 'create' | 'approve' = 'read'): boolean {
  const { me, selection } = useSession();
  return useMemo(() => {
    if (!me || !selection) return false;
    return can(buildLevelAbilities(me.permissions, selection.ids).site, action, 'jobs');
  }, [me, selection, action]);
}
