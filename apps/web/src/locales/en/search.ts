/** The navbar's command palette and shortcuts menu (features/search, decision 0055). */
export const search = {
  dialog: 'Search and go',
  placeholder: 'Search jobs, candidates, employers… or go to a page',
  results: 'Results',
  kinds: {
    pages: 'Pages',
    recent: 'Recent searches',
    jobs: 'Jobs',
    employers: 'Employers',
    seekers: 'Candidates',
    applications: 'Applications',
    consultants: 'Consultants',
  },
  searching: 'Searching…',
  failed: 'The search failed. Try again.',
  none: 'Nothing found for “{{term}}”.',
  typeMore: 'Type at least two characters to search records.',
  count: 'Results: {{count}}',
  hint: '↑ ↓ to move, Enter to open, Esc to close',
  shortcuts: 'Shortcuts',
};
