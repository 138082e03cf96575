import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { DEFAULT_LISTS } from './field-options.js';

/**
 * Gives every site each default option list it has no row of (a new site, or a list added by a
 * release), at every start. A list the site already has is left alone, retired options and all.
 * Replicas starting together are safe: a value inserted twice is skipped by the unique index.
 */
export async function ensureSiteDefaults(db: Db): Promise<void> {
  const rows = Object.entries(DEFAULT_LISTS).flatMap(([field, options]) =>
    options.map(([value, label], position) => sql`(${field}, ${value}, ${label}, ${position}::integer)`),
  );
  await db.execute(sql`
    insert into field_options (site_id, field, value, label, position)
    select s.id, d.field, d.value, d.label, d.position
    from sites s cross join (values ${sql.join(rows, sql`, `)}) as d(field, value, label, position)
    where not exists (select 1 from field_options f where f.site_id = s.id and f.field = d.field)
    on conflict do nothing`);
}
