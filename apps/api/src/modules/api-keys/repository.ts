import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiKeys, users } from '../../db/schema/index.js';

/** A site's key as the list shows it, with its creator's name. */
const KEY_COLUMNS = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  rights: apiKeys.rights,
  created_at: apiKeys.created_at,
  last_used_at: apiKeys.last_used_at,
  expires_at: apiKeys.expires_at,
  creator_id: users.id,
  creator_name: users.name,
};

export type ApiKeyRow = { [K in keyof typeof KEY_COLUMNS]: (typeof KEY_COLUMNS)[K]['_']['data'] | null } & {
  id: number;
  name: string;
  prefix: string;
  rights: string[];
  created_at: Date;
};

const live = (siteId: number) => and(eq(apiKeys.site_id, siteId), isNull(apiKeys.revoked_at));

/** The site's keys not revoked (expired ones too: they still name what they were), newest first. */
export async function listLiveKeys(db: Db, siteId: number): Promise<ApiKeyRow[]> {
  return db
    .select(KEY_COLUMNS)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.created_by))
    .where(live(siteId))
    .orderBy(desc(apiKeys.created_at), desc(apiKeys.id));
}

/** How many keys of the site are not revoked, counted under a lock on the site's keys' creation. */
export async function countLiveKeys(db: Db, siteId: number): Promise<number> {
  // One creation at a time per site, so two at once cannot both pass the cap.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('api_keys'), ${siteId}::int)`);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apiKeys)
    .where(live(siteId));
  return Number(row?.n ?? 0);
}

export async function insertKey(
  db: Db,
  row: {
    site_id: number;
    created_by: number;
    name: string;
    prefix: string;
    key_hash: string;
    rights: string[];
    expires_at: Date | null;
  },
): Promise<number> {
  const [inserted] = await db.insert(apiKeys).values(row).returning({ id: apiKeys.id });
  if (!inserted) throw new Error('api key not inserted');
  return inserted.id;
}

export async function findLiveKey(db: Db, siteId: number, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select(KEY_COLUMNS)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.created_by))
    .where(and(live(siteId), eq(apiKeys.id, id)));
  return row;
}

/** Revokes a key of the site; false when it is not the site's or was revoked already. */
export async function revokeKey(db: Db, siteId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revoked_at: sql`now()` })
    .where(and(live(siteId), eq(apiKeys.id, id)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The key's last use, written at most once a minute by the request hook (as a token's, decision 0041). */
export async function touchKey(db: Db, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ last_used_at: sql`now()` })
    .where(eq(apiKeys.id, id));
}
