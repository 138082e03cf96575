import { desc } from 'drizzle-orm';
import { quickSearch } from '../../db/quick-search.js';
import { jobs } from '../../db/schema/index.js';
import { jobRows } from './repository.js';

/**
 * The navbar's search of jobs (decision 0055): title or reference, in the list's scope (an
 * employer's own user, its employer's jobs), the closest first, then the newest.
 */
export const { query: jobSearchQuery, hits: searchJobs } = quickSearch(jobRows, {
  match: [jobs.title, jobs.reference],
  hit: { key: jobs.uuid, title: jobs.title, subtitle: jobs.reference, status: jobs.status },
  then: [desc(jobs.created_at), desc(jobs.id)],
});
