import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fieldOptions } from '../../db/schema/index.js';
import type { Reach } from '../access/reach.js';

/** The site's option lists, in field then display order. */
export async function listFieldOptions(db: Db, reach: Reach) {
  return db
    .select({ field: fieldOptions.field, value: fieldOptions.value, label: fieldOptions.label })
    .from(fieldOptions)
    .where(eq(fieldOptions.site_id, reach.siteId))
    .orderBy(asc(fieldOptions.field), asc(fieldOptions.position));
}

/** The site's options of the given fields, to check submitted values against. */
export async function findFieldOptions(db: Db, reach: Reach, fields: readonly string[]) {
  return db
    .select({ field: fieldOptions.field, value: fieldOptions.value })
    .from(fieldOptions)
    .where(and(eq(fieldOptions.site_id, reach.siteId), inArray(fieldOptions.field, [...fields])));
}
