/** The list kit: tables, filters, paging, selection and exports of every resource. */
export const list = {
  all: 'All',
  selectRow: 'Select row',
  selectAll: 'Select all rows',
  selected: 'Selected: {{count}}',
  perPage: 'Rows per page:',
  displayed: '{{from}}–{{to}} of {{total}}',
  displayedAbout: '{{from}}–{{to}} of about {{total}}',
  pager: {
    first: 'First page',
    last: 'Last page',
    next: 'Next page',
    previous: 'Previous page',
  },
  filters: { button: 'Filters', inForce: 'Filters in force: {{count}}' },
  columns: { button: 'Columns', unnamed: 'Unnamed column' },
  export: 'Export CSV',
  exportStarted: 'Export started — we will email you a link when it is ready.',
};
