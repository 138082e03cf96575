import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { useTestApp } from './helper.js';

// Decision 0101: a search reads the whole GIN pending list of every trigram index it asks, so no
// trigram index keeps one (`fastupdate = off`). A new search index created without it fails here.
const t = useTestApp();

describe('the trigram indexes of the searches', () => {
  it('take new entries at once, with no pending list for a search to read', async () => {
    const indexes = await queryRows<{ name: string; options: string[] | null }>(
      t.deps.db,
      sql`select c.relname as name, c.reloptions as options
          from pg_index i join pg_class c on c.oid = i.indexrelid
          where exists (select 1 from pg_opclass o where o.oid = any(i.indclass::oid[]) and o.opcname = 'gin_trgm_ops')`,
    );
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining([
        'jobs_site_title_trgm_idx',
        'jobs_site_reference_trgm_idx',
        'seekers_site_name_trgm_idx',
      ]),
    );
    expect(indexes.filter((index) => !(index.options ?? []).includes('fastupdate=off')).map((i) => i.name)).toEqual([]);
  });
});
