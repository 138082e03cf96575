import { and, asc } from 'drizzle-orm';
import type { SearchHit } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { matchingText, matchRank } from '../../db/search-terms.js';
import { employers } from '../../db/schema/index.js';
import type { Reach } from '../access/index.js';
import { employerRows } from './repository.js';

/** The statement of `searchEmployers`, for its plan test. */
export function employerSearchQuery(db: Db, reach: Reach, term: string, limit: number) {
  const columns = [employers.business_name];
  return db
    .select({
      id: employers.id,
      name: employers.business_name,
      contact: employers.contact_name,
      status: employers.status,
    })
    .from(employers)
    .where(and(employerRows.where(reach), matchingText(term, columns)))
    .orderBy(matchRank(term, columns), asc(employers.business_name), asc(employers.id))
    .limit(limit);
}

/** The navbar's search of employers (decision 0055): by business name, the closest first, then by name. */
export async function searchEmployers(db: Db, reach: Reach, term: string, limit: number): Promise<SearchHit[]> {
  const rows = await employerSearchQuery(db, reach, term, limit);
  return rows.map((row) => ({ key: String(row.id), title: row.name, subtitle: row.contact, status: row.status }));
}
