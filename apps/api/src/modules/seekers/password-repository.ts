import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { accounts, seekerPasswordTokens, seekers, siteDomains, sites } from '../../db/schema/index.js';

/** Ends the seeker's unused reset tokens: one link is live at a time. */
export async function endSeekerTokens(db: Db, seekerId: number): Promise<void> {
  await db
    .update(seekerPasswordTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(seekerPasswordTokens.seeker_id, seekerId), isNull(seekerPasswordTokens.used_at)));
}

export async function insertSeekerToken(db: Db, row: { seeker_id: number; token_hash: string; expires_at: Date }) {
  await db.insert(seekerPasswordTokens).values(row);
}

/**
 * Consumes a live token in one statement (`used_at IS NULL AND expires_at > now()`), so of
 * concurrent uses exactly one gets the seeker: only a token of a seeker of the site this domain
 * names, in this enterprise, who is not disabled. Anything else leaves the token as it was.
 */
export async function consumeSeekerToken(
  db: Db,
  q: { tokenHash: string; domain: string; enterpriseId: number },
): Promise<number | undefined> {
  const t = seekerPasswordTokens;
  const [row] = await queryRows<{ seeker_id: number }>(
    db,
    sql`update ${t} set used_at = now()
        from ${seekers}
          join ${siteDomains} on ${siteDomains.site_id} = ${seekers.site_id}
          join ${sites} on ${sites.id} = ${seekers.site_id}
          join ${accounts} on ${accounts.id} = ${sites.account_id}
        where ${t.token_hash} = ${q.tokenHash} and ${t.used_at} is null and ${t.expires_at} > now()
          and ${seekers.id} = ${t.seeker_id} and ${seekers.status} <> 'disabled'
          and ${siteDomains.domain} = ${q.domain} and ${accounts.enterprise_id} = ${q.enterpriseId}
        returning ${t.seeker_id}`,
  );
  return row ? Number(row.seeker_id) : undefined;
}

/** Sets the seeker's password (a hash) and counts it as activity. */
export async function setSeekerPassword(db: Db, seekerId: number, passwordHash: string): Promise<void> {
  await db
    .update(seekers)
    .set({ password_hash: passwordHash, last_activity_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(seekers.id, seekerId));
}
