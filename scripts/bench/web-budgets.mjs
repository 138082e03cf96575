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
