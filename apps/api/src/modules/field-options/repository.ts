import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fieldOptions } from '../../db/schema/index.js';
import type { Reach } from '../access/index.js';

const columns = {
  id: fieldOptions.id,
  field: fieldOptions.field,
  value: fieldOptions.value,
  label: fieldOptions.label,
  retired_at: fieldOptions.retired_at,
};
export type OptionRow = { id: number; field: string; value: string; label: string; retired_at: Date | null };

/** The site's options of the given lists, in list then display order. */
export async function listOptions(db: Db, reach: Reach, fields: readonly string[]): Promise<OptionRow[]> {
  return db
    .select(columns)
    .from(fieldOptions)
    .where(and(eq(fieldOptions.site_id, reach.siteId), inArray(fieldOptions.field, [...fields])))
    .orderBy(asc(fieldOptions.field), asc(fieldOptions.position), asc(fieldOptions.id));
}

/** The site's options of the given fields, to check submitted values against. */
export async function findFieldOptions(db: Db, reach: Reach, fields: readonly string[]) {
  return db
    .select({
      field: fieldOptions.field,
      value: fieldOptions.value,
      label: fieldOptions.label,
      retired_at: fieldOptions.retired_at,
    })
    .from(fieldOptions)
    .where(and(eq(fieldOptions.site_id, reach.siteId), inArray(fieldOptions.field, [...fields])));
}

/** One option of the site, if it belongs to one of `fields`; another site's is no row. */
export async function findOption(db: Db, reach: Reach, fields: readonly string[], id: number) {
  const [row] = await db
    .select(columns)
    .from(fieldOptions)
    .where(
      and(eq(fieldOptions.id, id), eq(fieldOptions.site_id, reach.siteId), inArray(fieldOptions.field, [...fields])),
    );
  return row;
}

/** Appends an option at the end of its list; a value the list holds already is no row. */
export async function insertOption(db: Db, reach: Reach, values: { field: string; value: string; label: string }) {
  const [row] = await db
    .insert(fieldOptions)
    .values({
      site_id: reach.siteId,
      ...values,
      position: sql`(select coalesce(max(position), -1) + 1 from field_options where site_id = ${reach.siteId} and field = ${values.field})`,
    })
    .onConflictDoNothing()
    .returning(columns);
  return row;
}

export async function updateOption(
  db: Db,
  reach: Reach,
  id: number,
  values: Partial<{ label: string; retired_at: Date | null }>,
) {
  const [row] = await db
    .update(fieldOptions)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(fieldOptions.id, id), eq(fieldOptions.site_id, reach.siteId)))
    .returning(columns);
  return row;
}

/** Gives each id its index in `ids` as its position, in one statement. */
export async function setPositions(db: Db, reach: Reach, field: string, ids: readonly number[]) {
  const rows = ids.map((id, position) => sql`(${id}::integer, ${position}::integer)`);
  await db.execute(sql`
    update field_options f set position = v.position, updated_at = now()
    from (values ${sql.join(rows, sql`, `)}) as v(id, position)
    where f.id = v.id and f.site_id = ${reach.siteId} and f.field = ${field}`);
}
