import { flaggedJobsApi } from './flagged-job-resource';

/** What the flagged-jobs page reads first, for its route loader (imported on demand by the manifest). */
export const flaggedJobPages = { pageQueries: { list: (url: URL) => flaggedJobsApi.pageQueries.list(url) } };
