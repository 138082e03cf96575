export const exportsText = {
  title: 'Export',
  status: {
    pending: 'Your export is being prepared…',
    done: 'Your export is ready.',
    failed: 'The export failed.',
  },
  requested: 'Requested {{date}}',
  rows: 'Rows: {{rows}}',
  download: 'Download CSV',
  pendingHint: 'This page updates by itself when the file is ready.',
  failedHint: 'Please start a new export from the list.',
  notFound: 'This export does not exist, or it was requested by someone else.',
};
