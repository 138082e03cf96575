import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { namedRows } from '../../db/named-statements.js';
import { GRANT_COLUMNS, grantsFrom, toGrant, type GrantRow, type MembershipGrant } from './repository.js';

/** Where a selected site or employer sits: what `resolveAccess` checks the selection against. */
export interface Placement {
  id: number;
  site_id: number;
  account_id: number;
}

/** Everything a signed-in request needs before its handler, as one statement reads it (decision 0041). */
export interface Caller {
  token_id: number;
  parent_token_id: number | null;
  /** The user of the parent token: the staff member impersonating through this token (decision 0052). */
  impersonator_id: number | null;
  last_used_at: Date | null;
  user_id: number;
  enterprise_id: number;
  email: string;
  name: string;
  avatar: string | null;
  grants: MembershipGrant[];
  /** The requested employer, if it is in the enterprise. */
  employer: Placement | null;
  /** The requested site (the requested employer's site when an employer is requested), if it is in the enterprise. */
  site: Placement | null;
}

type Json = Record<string, number | string>;
type CallerRow = Omit<Caller, 'grants' | 'employer' | 'site' | 'last_used_at'> & {
  last_used_at: Date | string | null;
  grants: GrantRow[];
  employer: Json | null;
  site: Json | null;
};

const placement = (row: Json | null): Placement | null =>
  row && { id: Number(row.id), site_id: Number(row.site_id), account_id: Number(row.account_id) };

/**
 * The caller in one round trip: the live token with that hash and its enabled user of this
 * enterprise (not revoked, not expired; an impersonation token also needs its parent live and
 * that parent's user enabled), the user's grants there (as `listGrants`, in membership
 * order), and where the requested employer and site sit. No row: the token does not sign anyone in.
 */
export async function findCaller(
  db: Db,
  by: { tokenHash: string; enterpriseId: number; siteId: number | null; employerId: number | null },
): Promise<Caller | undefined> {
  const enterpriseId = sql`${by.enterpriseId}::int`;
  const [row] = await namedRows<CallerRow>(
    db,
    sql`
    with employer as (
      select e.id, e.site_id, s.account_id
      from employers e
      join sites s on s.id = e.site_id
      join accounts a on a.id = s.account_id
      where e.id = ${by.employerId}::int and a.enterprise_id = ${enterpriseId}
    ), site as (
      select s.id, s.id as site_id, s.account_id
      from sites s
      join accounts a on a.id = s.account_id
      where s.id = coalesce((select site_id from employer), ${by.siteId}::int) and a.enterprise_id = ${enterpriseId}
    )
    select t.id as token_id, t.parent_token_id, p.user_id as impersonator_id, t.last_used_at,
           u.id as user_id, u.enterprise_id, u.email, u.name, u.avatar,
           (select coalesce(json_agg(g order by g.membership_id), '[]'::json)
              from (select m.id as membership_id, ${GRANT_COLUMNS} ${grantsFrom(sql`u.id`, enterpriseId)}) g) as grants,
           (select row_to_json(employer) from employer) as employer,
           (select row_to_json(site) from site) as site
    from access_tokens t
    join users u on u.id = t.user_id
    left join access_tokens p on p.id = t.parent_token_id
    left join users pu on pu.id = p.user_id
    where t.token_hash = ${by.tokenHash} and t.revoked_at is null and t.expires_at > now()
      and u.disabled_at is null and u.enterprise_id = ${enterpriseId}
      -- An impersonation token lives only while its parent does (decision 0052).
      and (t.parent_token_id is null
        or (p.revoked_at is null and p.expires_at > now() and pu.disabled_at is null))`,
  );
  if (!row) return undefined;
  return {
    ...row,
    token_id: Number(row.token_id),
    parent_token_id: row.parent_token_id == null ? null : Number(row.parent_token_id),
    impersonator_id: row.impersonator_id == null ? null : Number(row.impersonator_id),
    user_id: Number(row.user_id),
    enterprise_id: Number(row.enterprise_id),
    last_used_at: row.last_used_at == null ? null : new Date(row.last_used_at),
    grants: row.grants.map(toGrant),
    employer: placement(row.employer),
    site: placement(row.site),
  };
}
