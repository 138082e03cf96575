// Issue 36's web budgets as ratios of medians taken in one interleaved run of `npm run bench:reference`,
// so that any machine can check them: the machine's load falls on both sides of each ratio alike.
export const WEB_BUDGETS = [
  { label: 'signed-in cold list ÷ react-admin', ours: 'ours', theirs: 'reactAdmin', budget: 0.8 },
  { label: 'signed-in cold list ÷ the floor', ours: 'ours', theirs: 'floor', budget: 2 },
  {
    label: "sign-in → first row ÷ react-admin's fake sign-in",
    ours: 'signIn',
    theirs: 'reactAdminSignIn',
    budget: 1.5,
  },
  { label: 'jobs list ÷ employers list (issue 21)', ours: 'jobs', theirs: 'ours', budget: 1.1 },
];

/** One line per budget: the ratio of the two medians, the budget, met or missed. */
export function verdicts(medians) {
  return WEB_BUDGETS.map(({ label, ours, theirs, budget }) => {
    const ratio = medians[ours] / medians[theirs];
    const verdict = ratio <= budget ? 'met' : 'MISSED';
    return `| ${label} | ${ratio.toFixed(2)}× | ≤ ${budget}× | ${verdict} |`;
  });
}

/**
 * The pages Lighthouse scores beside each other (`bench:reference --lighthouse`): each app's sign-in page,
 * and its list signed in (our token, react-admin's fake user in localStorage), the HTTP cache empty.
 */
export const LIGHTHOUSE_PAGES = (ours, reactAdmin, token) => [
  { label: 'portal /login', url: `${ours}/login`, pair: 'login', side: 'ours' },
  { label: 'react-admin login', url: `${reactAdmin}/#/login`, pair: 'login', side: 'theirs' },
  {
    label: 'portal employers list',
    url: `${ours}/acme/careers/employers`,
    storage: { 'portal-auth': JSON.stringify(token) },
    pair: 'list',
    side: 'ours',
  },
  {
    label: 'react-admin list',
    url: `${reactAdmin}/#/employers`,
    storage: { 'ra-user': 'demo' },
    pair: 'list',
    side: 'theirs',
  },
];

/** Issue 36: Lighthouse's mobile performance score, ours at least react-admin's, for the sign-in page and the list. */
export function lighthouseVerdicts(rows) {
  return ['login', 'list'].map((pair) => {
    const score = (side) => rows.find((r) => r.pair === pair && r.side === side)?.score ?? NaN;
    const [ours, theirs] = [score('ours'), score('theirs')];
    const verdict = ours >= theirs ? 'met' : 'MISSED';
    return `| Lighthouse mobile, ${pair === 'login' ? 'sign-in page' : 'list'} | ${ours} | ${theirs} | ≥ react-admin's | ${verdict} |`;
  });
}
