import { asc, sql } from 'drizzle-orm';
import { quickSearch } from '../../db/quick-search.js';
import { employers } from '../../db/schema/index.js';
import { employerRows } from './repository.js';

const key = sql<string>`${employers.id}::text`;

/** The navbar's search of employers (decision 0055): by business name, the closest first, then by name. */
export const { query: employerSearchQuery, hits: searchEmployers } = quickSearch(employerRows, {
  match: [employers.business_name],
  hit: { key, title: employers.business_name, subtitle: employers.contact_name, status: employers.status },
  then: [asc(employers.business_name), asc(employers.id)],
});
