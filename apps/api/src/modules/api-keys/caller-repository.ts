import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { namedRows } from '../../db/named-statements.js';
import { grantsOf, toGrant, type GrantRow } from '../access/index.js';
import type { MembershipGrant } from '../access/index.js';

/** What a request made with an API key needs before its handler, read in one statement. */
export interface KeyCaller {
  key_id: number;
  key_name: string;
  rights: string[];
  last_used_at: Date | null;
  site_id: number;
  account_id: number;
  user_id: number;
  enterprise_id: number;
  email: string;
  name: string;
  /** The creator's grants in the enterprise now: a key carries only what they still hold. */
  grants: MembershipGrant[];
}

interface KeyCallerRow extends Omit<KeyCaller, 'grants' | 'last_used_at'> {
  last_used_at: Date | string | null;
  grants: GrantRow[];
}

/**
 * The key with that hash, read afresh on every request (no cache, so a revocation counts on the
 * next request of every replica): not revoked, not expired, its site in this enterprise, its
 * creator enabled and of this enterprise, with the creator's grants as the caller statement reads
 * them (decision 0105). No row: the key acts for no one.
 */
export async function findKeyCaller(
  db: Db,
  by: { keyHash: string; enterpriseId: number },
): Promise<KeyCaller | undefined> {
  const enterpriseId = sql`${by.enterpriseId}::int`;
  const [row] = await namedRows<KeyCallerRow>(
    db,
    sql`select k.id as key_id, k.name as key_name, k.rights, k.last_used_at,
           s.id as site_id, s.account_id,
           u.id as user_id, u.enterprise_id, u.email, u.name,
           ${grantsOf(sql`u.id`, enterpriseId)} as grants
      from api_keys k
      join sites s on s.id = k.site_id
      join accounts a on a.id = s.account_id
      join users u on u.id = k.created_by
      where k.key_hash = ${by.keyHash} and k.revoked_at is null
        and (k.expires_at is null or k.expires_at > now())
        and a.enterprise_id = ${enterpriseId} and u.enterprise_id = ${enterpriseId} and u.disabled_at is null`,
  );
  if (!row) return undefined;
  return {
    ...row,
    key_id: Number(row.key_id),
    site_id: Number(row.site_id),
    account_id: Number(row.account_id),
    user_id: Number(row.user_id),
    enterprise_id: Number(row.enterprise_id),
    last_used_at: row.last_used_at == null ? null : new Date(row.last_used_at),
    grants: row.grants.map(toGrant),
  };
}
