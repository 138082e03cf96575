import { and, asc } from 'drizzle-orm';
import type { SearchHit } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { matchingText, matchRank } from '../../db/search-terms.js';
import { consultants } from '../../db/schema/index.js';
import type { Reach } from '../access/index.js';
import { consultantRows } from './repository.js';

/** The statement of `searchConsultants`, for its plan test. */
export function consultantSearchQuery(db: Db, reach: Reach, term: string, limit: number) {
  const columns = [consultants.name, consultants.email];
  return db
    .select({ id: consultants.id, name: consultants.name, email: consultants.email, active: consultants.active })
    .from(consultants)
    .where(and(consultantRows.where(reach), matchingText(term, columns)))
    .orderBy(matchRank(term, columns), asc(consultants.name), asc(consultants.id))
    .limit(limit);
}

/** The navbar's search of consultants (decision 0055): name or email, the closest first, then by name. */
export async function searchConsultants(db: Db, reach: Reach, term: string, limit: number): Promise<SearchHit[]> {
  const rows = await consultantSearchQuery(db, reach, term, limit);
  return rows.map((row) => ({
    key: String(row.id),
    title: row.name,
    subtitle: row.email,
    status: row.active ? 'active' : 'inactive',
  }));
}
