/** Where a staff member's read-only look at a candidate opens (decision 0052), and the only page shown while it lasts (0068). */
export const CANDIDATE_VIEW_PATH = '/impersonate/candidate';
