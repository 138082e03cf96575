import { SEARCH_LIMITS, type SearchGroup, type SearchHit, type SearchKind, type SearchQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { grantedReach, type Access, type Reach, type TenantRight } from '../access/index.js';
import { applicationRight, searchApplications } from '../applications/index.js';
import { consultantRight, searchConsultants } from '../consultants/index.js';
import { employersStaffRight, searchEmployers } from '../employers/index.js';
import { jobRight, searchJobs } from '../jobs/index.js';
import { searchSeekers, seekerRight } from '../seekers/index.js';

interface SearchSource {
  /** The right of the kind's list: the search finds what the list would show, in the same scope. */
  right: TenantRight;
  find: (db: Db, reach: Reach, term: string, limit: number) => Promise<SearchHit[]>;
}

/** Each kind with its module's own right and search (decision 0055). */
const SOURCES: Record<SearchKind, SearchSource> = {
  jobs: { right: jobRight('read'), find: searchJobs },
  employers: { right: employersStaffRight('read'), find: searchEmployers },
  seekers: { right: seekerRight('read'), find: searchSeekers },
  applications: { right: applicationRight('read'), find: searchApplications },
  consultants: { right: consultantRight('read'), find: searchConsultants },
};

/**
 * The kinds asked for that the caller may read in the selected scope, each with its best few hits;
 * a kind the caller may not read is left out (not an empty group), so nothing tells it exists.
 */
export async function search(db: Db, access: Access, query: SearchQuery): Promise<SearchGroup[]> {
  const searched = query.types.flatMap((kind) => {
    const reach = grantedReach(access, SOURCES[kind].right);
    return reach ? [{ kind, reach }] : [];
  });
  return Promise.all(
    searched.map(async ({ kind, reach }) => ({
      kind,
      hits: await SOURCES[kind].find(db, reach, query.q, SEARCH_LIMITS.hitsPerKind),
    })),
  );
}
