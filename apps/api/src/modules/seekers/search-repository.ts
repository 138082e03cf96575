import { and, desc, sql } from 'drizzle-orm';
import type { SearchHit } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { matchingText, matchRank } from '../../db/search-terms.js';
import { seekers } from '../../db/schema/index.js';
import type { Reach } from '../access/index.js';
import { seekerRows } from './repository.js';

/** The statement of `searchSeekers`, for its plan test. */
export function seekerSearchQuery(db: Db, reach: Reach, term: string, limit: number) {
  const columns = [seekers.name, seekers.email];
  return db
    .select({ uuid: seekers.uuid, name: seekers.name, email: seekers.email, status: seekers.status })
    .from(seekers)
    .where(and(seekerRows.where(reach), matchingText(term, columns)))
    .orderBy(matchRank(term, columns), sql`${seekers.last_activity_at} desc nulls last`, desc(seekers.id))
    .limit(limit);
}

/** The navbar's search of candidates (decision 0055): name or email, the closest first, then the latest active. */
export async function searchSeekers(db: Db, reach: Reach, term: string, limit: number): Promise<SearchHit[]> {
  const rows = await seekerSearchQuery(db, reach, term, limit);
  return rows.map((row) => ({ key: row.uuid, title: row.name, subtitle: row.email, status: row.status }));
}
