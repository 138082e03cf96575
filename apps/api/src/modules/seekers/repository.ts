import { and, between, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SeekerListQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { equalsWhenGiven, searchColumns } from '../../db/list-query.js';
import { seekers, seekerTags } from '../../db/schema/index.js';
import { columnsOf } from '../../lib/resource/scoped-list-repository.js';
import { scopedRepository, siteOwned } from '../../lib/resource/scoped-repository.js';
import type { Reach } from '../access/index.js';

/**
 * A profile ID (decision 0044: the uuid's first eight hex digits), a whole uuid or the start of
 * either, as the range of uuids it begins: the uuid's unique index answers it, where
 * `uuid::text like 'ab12%'` reads every row. Under four digits it would match too much to mean
 * anything: no condition.
 */
export function profileIdPrefix(term: string | undefined): SQL | undefined {
  const hex = term?.trim().toLowerCase().replaceAll('-', '') ?? '';
  if (!/^[0-9a-f]{4,32}$/.test(hex)) return undefined;
  const uuidOf = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return between(seekers.uuid, uuidOf(hex.padEnd(32, '0')), uuidOf(hex.padEnd(32, 'f')));
}

/** The list's `search`: part of the name or email (trigram indexes), or the start of the profile ID. */
export const seekerSearch = (term: string | undefined) =>
  term ? or(searchColumns(term, [seekers.name, seekers.email]), profileIdPrefix(term)) : undefined;

/** `filter[active_from]` / `[active_to]`: last activity on or after / on or before these days (UTC). */
function activeBetween(from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(seekers.last_activity_at, sql`${from}::date`));
  if (to) conditions.push(lt(seekers.last_activity_at, sql`${to}::date + 1`));
  return conditions;
}

/** `filter[tag]=id`: seekers carrying that tag (index `(tag_id, owner_id)`). */
function carryingTag(tagId: number | undefined): SQL | undefined {
  if (tagId === undefined) return undefined;
  return sql`exists (select 1 from ${seekerTags} where ${seekerTags.tag_id} = ${tagId} and ${seekerTags.owner_id} = ${seekers.uuid})`;
}

/** The columns of a list row (`SeekerSchema`, the CSV's): not the password hash or the resume the detail reads. */
const LIST_COLUMNS = [
  'uuid',
  'name',
  'email',
  'phone',
  'status',
  'visa_type',
  'desired_work_type',
  'applications_count',
  'last_activity_at',
  'created_at',
] as const;

/**
 * A site's seekers (decision 0044): staff of the site only (no employer role holds `seekers.*`),
 * in every statement. The search matches the name and email through their trigram indexes and the
 * profile ID through the uuid's index.
 */
export const seekerRows = scopedRepository({
  ...siteOwned(seekers),
  key: seekers.uuid,
  list: {
    rows: (db: Db) => db.select(columnsOf(seekers, LIST_COLUMNS)).from(seekers).$dynamic(),
    search: seekerSearch,
    filters: (f: SeekerListQuery['filter']) => [
      equalsWhenGiven(seekers.status, f.status),
      equalsWhenGiven(seekers.visa_type, f.visa_type),
      equalsWhenGiven(seekers.desired_work_type, f.desired_work_type),
      carryingTag(f.tag),
      ...activeBetween(f.active_from, f.active_to),
    ],
    sorts: { created_at: seekers.created_at, last_activity_at: seekers.last_activity_at, name: seekers.name },
    defaultSort: '-last_activity_at' as NonNullable<SeekerListQuery['sort']>,
  },
});

export type SeekerRow = typeof seekers.$inferSelect;
/** A seeker's tag links (decision 0014), for the tags module's record routes. */
export { seekerTags };

/** The seekers of the reach among these uuids, locked until the transaction ends (another site's are absent). */
export async function lockSeekers(db: Db, reach: Reach, uuids: string[]): Promise<SeekerRow[]> {
  return db
    .select()
    .from(seekers)
    .where(and(eq(seekers.site_id, reach.siteId), inArray(seekers.uuid, uuids)))
    .for('update');
}

/** The seeker of the reach by uuid, locked until the transaction ends, or undefined. */
export async function lockSeeker(db: Db, reach: Reach, uuid: string): Promise<SeekerRow | undefined> {
  const [row] = await db
    .select()
    .from(seekers)
    .where(and(eq(seekers.site_id, reach.siteId), eq(seekers.uuid, uuid)))
    .for('update');
  return row;
}

/** Moves a seeker if it is still in the status it was read in (a concurrent move makes this false). */
export async function moveSeeker(db: Db, row: SeekerRow, to: SeekerRow['status']): Promise<boolean> {
  const moved = await db
    .update(seekers)
    .set({ status: to, updated_at: sql`now()` })
    .where(and(eq(seekers.id, row.id), eq(seekers.status, row.status)))
    .returning({ id: seekers.id });
  return moved.length > 0;
}

/** Deletes the seeker; their applications, documents' links, tags and tokens go with the row (cascades). */
export async function deleteSeekerRow(db: Db, seekerId: number): Promise<void> {
  await db.delete(seekers).where(eq(seekers.id, seekerId));
}
