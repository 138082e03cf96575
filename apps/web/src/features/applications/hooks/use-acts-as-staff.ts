import { buildLevelAbilities, can } from '@portal/contract';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session-context';

/**
 * Whether the viewer reads applications as the site's staff (a right granted in the account or the
 * site): staff filter by employer and tag; an employer's user sees its employer's applications only.
 */
export function useActsAsStaff(): boolean {
  const { me, selection } = useSession();
  return useMemo(() => {
    if (!me || !selection) return false;
    return can(buildLevelAbilities(me.permissions, selection.ids).site, 'read', 'applications');
  }, [me, selection]);
}
