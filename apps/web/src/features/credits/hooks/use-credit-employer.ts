import { buildLevelAbilities, can, type EmployerRef } from '@portal/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { setChosenEmployer, useChosenEmployer } from '../../../lib/scope-store';
import { useSession } from '../../../lib/session-context';
import { EMPLOYER_PARAM } from '../api/employer-param';

export interface CreditEmployer {
  /**
   * The user chooses the employer: staff reading credits for the whole site (searching its
   * employers), or a member of several employers of the site (among `mine`).
   */
  chooses: boolean;
  /** A member of several of the site's employers picks among these; empty for staff and single members. */
  mine: readonly EmployerRef[];
  /** The employer the credit requests act for (the X-AF-EMPID they send), null until staff choose. */
  employerId: number | null;
  /** Staff's choice: into the scope store (the header) and the URL (a reload keeps it). */
  choose: (id: number | null) => void;
}

/** Whose credits the page shows: an employer user's own employer, or the one staff chose. */
export function useCreditEmployer(): CreditEmployer {
  const { me, selection } = useSession();
  const chosen = useChosenEmployer();
  const [, setParams] = useSearchParams();
  const own = selection?.ids.employerId ?? null;
  const staff = useMemo(() => {
    if (!me || !selection || own !== null) return false;
    // Only a right granted by the account or the site reaches every employer (decision 0012).
    return can(buildLevelAbilities(me.permissions, selection.ids).site, 'read', 'credits');
  }, [me, selection, own]);
  const mine = useMemo(
    () => (staff || own !== null ? [] : (selection?.site?.employers ?? [])),
    [staff, own, selection],
  );
  const choose = useCallback(
    (id: number | null) => {
      setChosenEmployer(id);
      // Another employer's history starts on its first page, unfiltered.
      setParams(id === null ? {} : { [EMPLOYER_PARAM]: String(id) });
    },
    [setParams],
  );
  const employerId = own ?? (staff ? chosen : (mine.find((employer) => employer.id === chosen)?.id ?? null));
  return { chooses: staff || mine.length > 1, mine, employerId, choose };
}
