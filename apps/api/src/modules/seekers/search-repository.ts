import { desc, sql } from 'drizzle-orm';
import { quickSearch } from '../../db/quick-search.js';
import { seekers } from '../../db/schema/index.js';
import { seekerRows } from './repository.js';

/** The navbar's search of candidates (decision 0055): name or email, the closest first, then the latest active. */
export const { query: seekerSearchQuery, hits: searchSeekers } = quickSearch(seekerRows, {
  match: [seekers.name, seekers.email],
  hit: { key: seekers.uuid, title: seekers.name, subtitle: seekers.email, status: seekers.status },
  then: [sql`${seekers.last_activity_at} desc nulls last`, desc(seekers.id)],
});
