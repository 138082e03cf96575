import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { DEFAULT_LISTS } from './field-options.js';

/**
 * Gives every site each default option list it has no row of (a new site, or a list added by a
 * release), and a credit price, at every start. A list the site already has is left alone, retired options and all.
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
  // A site without a credit price sells at the default one until staff set theirs (decision 0018).
  await db.execute(sql`
    insert into credit_prices (site_id, unit_price_minor, currency, presets)
    select s.id, 2500, 'USD', '{5,10,25,50,100}'::int[] from sites s
    where not exists (select 1 from credit_prices p where p.site_id = s.id)
    on conflict do nothing`);
}
