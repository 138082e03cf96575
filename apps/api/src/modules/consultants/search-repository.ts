import { asc, sql } from 'drizzle-orm';
import { quickSearch } from '../../db/quick-search.js';
import { consultants } from '../../db/schema/index.js';
import { consultantRows } from './repository.js';

const key = sql<string>`${consultants.id}::text`;
const status = sql<string>`case when ${consultants.active} then 'active' else 'inactive' end`;

/** The navbar's search of consultants (decision 0055): name or email, the closest first, then by name. */
export const { query: consultantSearchQuery, hits: searchConsultants } = quickSearch(consultantRows, {
  match: [consultants.name, consultants.email],
  hit: { key, title: consultants.name, subtitle: consultants.email, status },
  then: [asc(consultants.name), asc(consultants.id)],
});
