import { and, desc } from 'drizzle-orm';
import type { SearchHit } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { matchingText, matchRank } from '../../db/search-terms.js';
import { jobs } from '../../db/schema/index.js';
import type { Reach } from '../access/index.js';
import { jobRows } from './repository.js';

/** The statement of `searchJobs`, for its plan test. */
export function jobSearchQuery(db: Db, reach: Reach, term: string, limit: number) {
  const columns = [jobs.title, jobs.reference];
  return db
    .select({ uuid: jobs.uuid, title: jobs.title, reference: jobs.reference, status: jobs.status })
    .from(jobs)
    .where(and(jobRows.where(reach), matchingText(term, columns)))
    .orderBy(matchRank(term, columns), desc(jobs.created_at), desc(jobs.id))
    .limit(limit);
}

/**
 * The navbar's search of jobs (decision 0055): title or reference, in the list's scope (an
 * employer's own user, its employer's jobs), the closest first, then the newest.
 */
export async function searchJobs(db: Db, reach: Reach, term: string, limit: number): Promise<SearchHit[]> {
  const rows = await jobSearchQuery(db, reach, term, limit);
  return rows.map((row) => ({ key: row.uuid, title: row.title, subtitle: row.reference, status: row.status }));
}
