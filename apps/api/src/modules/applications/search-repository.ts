import { and, desc, eq, sql } from 'drizzle-orm';
import type { SearchHit } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { matchingText, matchRank } from '../../db/search-terms.js';
import { applications, jobs, seekers } from '../../db/schema/index.js';
import type { Reach } from '../access/index.js';
import { applicationRows, sentContact } from './repository.js';

/** How many of the newest matching seekers and jobs a quick search looks through (it shows five hits). */
const NAMED_CAP = 100;

/**
 * The applications a term names: by the candidate's name or email, or the job's title. As the
 * list's search does, the matching seekers and jobs of the site come first (trigram indexes), then
 * their applications by the `(seeker_id)` and `(job_id)` indexes, as a union of ids. A broad term
 * ("nurse" on a big board) matches thousands of jobs: the quick search reads the applications of
 * the newest `NAMED_CAP` of each, so it never scans the applications (the list's search is exact).
 */
function naming(term: string, reach: Reach) {
  const bySeeker = sql`select ${seekers.id} from ${seekers} where ${seekers.site_id} = ${reach.siteId} and ${matchingText(term, [seekers.name, seekers.email])} order by ${seekers.id} desc limit ${NAMED_CAP}`;
  const byJob = sql`select ${jobs.id} from ${jobs} where ${jobs.site_id} = ${reach.siteId} and ${matchingText(term, [jobs.title])} order by ${jobs.id} desc limit ${NAMED_CAP}`;
  return sql`${applications.id} in (select m.id from applications m where m.seeker_id in (${bySeeker})
    union all select m.id from applications m where m.job_id in (${byJob}))`;
}

/** The statement of `searchApplications`, for its plan test. */
export function applicationSearchQuery(db: Db, reach: Reach, term: string, limit: number) {
  return db
    .select({
      uuid: applications.uuid,
      status: applications.status,
      candidate: sentContact.name,
      job: jobs.title,
    })
    .from(applications)
    .innerJoin(seekers, eq(seekers.id, applications.seeker_id))
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .where(and(applicationRows.where(reach), naming(term, reach)))
    .orderBy(
      matchRank(term, [seekers.name, seekers.email, jobs.title]),
      desc(applications.applied_at),
      desc(applications.id),
    )
    .limit(limit);
}

/**
 * The navbar's search of applications (decision 0055), in the list's scope (an employer's own user,
 * those to its jobs): the candidate's closest match first, then the latest applied.
 */
export async function searchApplications(db: Db, reach: Reach, term: string, limit: number): Promise<SearchHit[]> {
  const rows = await applicationSearchQuery(db, reach, term, limit);
  return rows.map((row) => ({ key: row.uuid, title: row.candidate, subtitle: row.job, status: row.status }));
}
