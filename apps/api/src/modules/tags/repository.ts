import { and, asc, eq, exists, inArray, notInArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { TagListQuery, TagRef } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { tags, type TagLinkTable } from '../../db/schema/index.js';
import { rowWhere } from '../../db/row-where.js';
import { orderBy, searchColumns, type SortKey } from '../../db/list-query.js';
import { tablePage } from '../../db/table-page.js';
import type { PageQuery } from '../../lib/list-page.js';
import type { Reach } from '../access/index.js';

type TagSort = NonNullable<TagListQuery['sort']>;
export type TagRow = typeof tags.$inferSelect;
export type { TagLinkTable };

const inSite = (reach: Reach) => eq(tags.site_id, reach.siteId);
const byName = sql`lower(${tags.name})`;
const SORT_COLUMNS: Record<SortKey<TagSort>, Column | SQL> = { name: byName, created_at: tags.created_at };

/** One page of the site's tags, by name unless asked otherwise; the search matches part of a name. */
export async function listTags(db: Db, reach: Reach, q: PageQuery & Pick<TagListQuery, 'search' | 'sort'>) {
  const where = and(inSite(reach), searchColumns(q.search, [tags.name]));
  return tablePage(db, tags, where, orderBy(SORT_COLUMNS, q.sort ?? 'name', tags.id), q);
}

export const findTag = (db: Db, reach: Reach, id: number): Promise<TagRow | undefined> =>
  rowWhere(db, tags, and(inSite(reach), eq(tags.id, id)));

/** The site's tags among these ids (another site's id is simply not found). */
export async function findTagRefs(db: Db, reach: Reach, ids: readonly number[]): Promise<TagRef[]> {
  if (!ids.length) return [];
  return db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(tags)
    .where(and(inSite(reach), inArray(tags.id, [...ids])));
}

/** Inserts a tag; undefined when the site already has one of that name (any case). */
export async function insertTag(
  db: Db,
  reach: Reach,
  values: { name: string; color: string; created_by: number },
): Promise<TagRow | undefined> {
  const [row] = await db
    .insert(tags)
    .values({ ...values, site_id: reach.siteId })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Renames or recolours; throws a unique violation when the new name is taken. */
export async function updateTag(db: Db, reach: Reach, id: number, values: { name?: string; color?: string }) {
  const [row] = await db
    .update(tags)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(inSite(reach), eq(tags.id, id)))
    .returning();
  return row;
}

/** Deletes a tag; its links to records go with it (the join tables cascade). */
export async function deleteTag(db: Db, reach: Reach, id: number): Promise<TagRow | undefined> {
  const [row] = await db
    .delete(tags)
    .where(and(inSite(reach), eq(tags.id, id)))
    .returning();
  return row;
}

// ---- For tagged resources (decision 0014): their repositories call these with their link table.

/** Makes a record's tags exactly `tagIds` (checked with `tagsForSite` first); call in the record's transaction. */
export async function replaceTagLinks(db: Db, link: TagLinkTable, ownerId: string, tagIds: readonly number[]) {
  const others = tagIds.length ? notInArray(link.tag_id, [...tagIds]) : undefined;
  await db.delete(link).where(and(eq(link.owner_id, ownerId), others));
  if (!tagIds.length) return;
  await db
    .insert(link)
    .values(tagIds.map((tag_id) => ({ owner_id: ownerId, tag_id })))
    .onConflictDoNothing();
}

/** Adds tags to a record, keeping those it has (a bulk tag); checked with `tagsForSite` first. */
export async function addTagLinks(db: Db, link: TagLinkTable, ownerId: string, tagIds: readonly number[]) {
  if (!tagIds.length) return;
  await db
    .insert(link)
    .values(tagIds.map((tag_id) => ({ owner_id: ownerId, tag_id })))
    .onConflictDoNothing();
}

/** Each record's tags of the reach's site, by name: one query for a whole page of records. */
export async function tagsOfOwners(
  db: Db,
  link: TagLinkTable,
  reach: Reach,
  ownerIds: readonly string[],
): Promise<Map<string, TagRef[]>> {
  const found = new Map<string, TagRef[]>(ownerIds.map((id) => [id, []]));
  if (!ownerIds.length) return found;
  const rows = await db
    .select({ owner_id: link.owner_id, id: tags.id, name: tags.name, color: tags.color })
    .from(link)
    .innerJoin(tags, and(eq(tags.id, link.tag_id), inSite(reach)))
    .where(inArray(link.owner_id, [...ownerIds]))
    .orderBy(byName, asc(tags.id));
  for (const { owner_id, ...tag } of rows) found.get(owner_id)?.push(tag);
  return found;
}

/** A list filter (`filter[tag]=id`): the records carrying the tag; no condition without one. */
export function taggedWith(db: Db, link: TagLinkTable, owner: Column, tagId: number | undefined): SQL | undefined {
  if (tagId === undefined) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(link)
      .where(and(eq(link.owner_id, owner), eq(link.tag_id, tagId))),
  );
}
