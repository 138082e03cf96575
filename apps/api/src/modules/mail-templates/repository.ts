import { and, eq, sql } from 'drizzle-orm';
import type { MailKind } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { mailTemplates, sites } from '../../db/schema/index.js';
import type { Reach } from '../access/index.js';

export type MailTemplateRow = typeof mailTemplates.$inferSelect;

/** The site's saved templates (kinds without a row use the default). */
export async function listTemplates(db: Db, reach: Reach): Promise<MailTemplateRow[]> {
  return db.select().from(mailTemplates).where(eq(mailTemplates.site_id, reach.siteId));
}

/** Saves the site's wording of one mail, replacing any earlier one. */
export async function upsertTemplate(
  db: Db,
  reach: Reach,
  values: { kind: MailKind; subject: string; body: string; updated_by: number },
): Promise<MailTemplateRow> {
  const [row] = await db
    .insert(mailTemplates)
    .values({ site_id: reach.siteId, ...values })
    .onConflictDoUpdate({
      target: [mailTemplates.site_id, mailTemplates.kind],
      set: { subject: values.subject, body: values.body, updated_by: values.updated_by, updated_at: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('mail template upsert failed');
  return row;
}

/** Removes the site's wording of one mail; true when there was one. */
export async function deleteTemplate(db: Db, reach: Reach, kind: MailKind): Promise<boolean> {
  const rows = await db
    .delete(mailTemplates)
    .where(and(eq(mailTemplates.site_id, reach.siteId), eq(mailTemplates.kind, kind)))
    .returning({ id: mailTemplates.id });
  return rows.length > 0;
}

/** What a mail of a site needs: the site's title and its own wording of that mail, if any. */
export async function findSiteMail(db: Db, siteId: number, kind: MailKind) {
  const [row] = await db
    .select({ title: sites.title, subject: mailTemplates.subject, body: mailTemplates.body })
    .from(sites)
    .leftJoin(mailTemplates, and(eq(mailTemplates.site_id, sites.id), eq(mailTemplates.kind, kind)))
    .where(eq(sites.id, siteId));
  return row;
}
