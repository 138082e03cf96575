import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sites, type SiteBranding, type SiteSettings } from '../../db/schema/index.js';
import type { Reach } from '../access/index.js';

export type SiteRow = typeof sites.$inferSelect;
export type { SiteBranding, SiteSettings };

/** The reached site's row; `lock` holds it until the transaction ends (read-modify-write of its settings). */
export async function findSiteRow(db: Db, reach: Reach, opts: { lock?: boolean } = {}): Promise<SiteRow | undefined> {
  const query = db.select().from(sites).where(eq(sites.id, reach.siteId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function updateSiteRow(
  db: Db,
  reach: Reach,
  values: Partial<Pick<SiteRow, 'title' | 'logo_square' | 'favicon' | 'branding' | 'settings'>>,
): Promise<SiteRow | undefined> {
  const [row] = await db
    .update(sites)
    .set({ ...values, updated_at: new Date() })
    .where(eq(sites.id, reach.siteId))
    .returning();
  return row;
}

/** A site's stored general settings (the employers module reads its approval policy). */
export async function findSiteSettings(db: Db, siteId: number): Promise<SiteSettings | undefined> {
  const [row] = await db.select({ settings: sites.settings }).from(sites).where(eq(sites.id, siteId));
  return row?.settings;
}
