import { sql } from 'drizzle-orm';
import { buildLevelAbilities, can } from '@portal/contract';
import { namedRows, namedStatement } from '../../db/named-statements.js';
import { queryRows, type Db } from '../../db/client.js';
import { holdsEveryRightOf } from './author-rights.js';
import { grantsOf, toGrant, type GrantRow, type MembershipGrant } from './repository.js';
import { permissionMap } from './scope.js';

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
  /** What the caller was built from, as `GRANTS_VERSION` read it in the same statement (decision 0070). */
  grants_version: string;
}

type Json = Record<string, number | string>;
type CallerRow = Omit<Caller, 'grants' | 'employer' | 'site' | 'last_used_at'> & {
  last_used_at: Date | string | null;
  grants: GrantRow[];
  author_grants: GrantRow[] | null;
  employer: Json | null;
  site: Json | null;
};

/**
 * A token `t` with its user `u`, its parent `p` (an impersonation's author's session) and the
 * parent's user `pu`: what `LIVE_TOKEN` reads.
 */
const TOKEN_WITH_AUTHOR = sql`access_tokens t
    join users u on u.id = t.user_id
    left join access_tokens p on p.id = t.parent_token_id
    left join users pu on pu.id = p.user_id`;

/**
 * When a token signs its user in: not revoked, not expired, its user enabled; an impersonation
 * token also needs its parent live and the parent's user enabled (decision 0052). Whether the
 * author still holds the child's rights is the other half, read from `grantsOf` (decision 0063).
 */
const LIVE_TOKEN = sql`t.revoked_at is null and t.expires_at > now() and u.disabled_at is null
      and (t.parent_token_id is null
        or (p.revoked_at is null and p.expires_at > now() and pu.disabled_at is null))`;

/**
 * Moves whenever anything a caller is built from changes (triggers, decision 0070): the user's row
 * and memberships, the author's for an impersonation token, and the epoch every caller shares (a
 * role's permissions, a site, employer or account moved or removed).
 */
const GRANTS_VERSION = sql`concat_ws(':', u.grants_version, coalesce(pu.grants_version, -1),
           (select ge.version from grants_epoch ge where ge.id = 1))`;

/** The author's grants, for an impersonation token only. */
const authorGrants = sql`case when t.parent_token_id is null then null else ${grantsOf(sql`pu.id`, sql`u.enterprise_id`)} end`;

/**
 * A child token works only while its author holds, at the same place, every right the child
 * carries (decision 0063): the rule that opened it, asked again on every request.
 */
const withinAuthor = (row: { parent_token_id: unknown; grants: GrantRow[]; author_grants: GrantRow[] | null }) =>
  row.parent_token_id == null ||
  holdsEveryRightOf(permissionMap((row.author_grants ?? []).map(toGrant)), row.grants.map(toGrant));

const placement = (row: Json | null): Placement | null =>
  row && { id: Number(row.id), site_id: Number(row.site_id), account_id: Number(row.account_id) };

/**
 * The caller in one round trip: the live token with that hash and its enabled user of this
 * enterprise (`LIVE_TOKEN`; an impersonation token also needs its author to hold every right it
 * carries), the user's grants there (as `listGrants`, in membership order), and where the requested
 * employer and site sit. No row: the token does not sign anyone in.
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
      from employer_sites e
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
           ${grantsOf(sql`u.id`, enterpriseId)} as grants,
           ${authorGrants} as author_grants,
           (select row_to_json(employer) from employer) as employer,
           (select row_to_json(site) from site) as site,
           ${GRANTS_VERSION} as grants_version
    from ${TOKEN_WITH_AUTHOR}
    where t.token_hash = ${by.tokenHash} and u.enterprise_id = ${enterpriseId} and ${LIVE_TOKEN}`,
  );
  if (!row || !withinAuthor(row)) return undefined;
  const { author_grants: _author, ...caller } = row;
  return {
    ...caller,
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

/** What a kept caller is checked against on every request: its token is live, and its version. */
export interface CallerCheck {
  token_id: number;
  last_used_at: Date | null;
  grants_version: string;
}

/** The token's check, its text built once: the hash and enterprise are bound per request. */
const tokenCheck = namedStatement<
  { token_id: number | string; last_used_at: Date | string | null; grants_version: string },
  { tokenHash: string; enterpriseId: number }
>(sql`select t.id as token_id, t.last_used_at, ${GRANTS_VERSION} as grants_version
    from ${TOKEN_WITH_AUTHOR}
    where t.token_hash = ${sql.placeholder('tokenHash')} and u.enterprise_id = ${sql.placeholder('enterpriseId')}::int
      and ${LIVE_TOKEN}`);

/**
 * Whether the token with that hash still signs its user in (`LIVE_TOKEN`, in this enterprise), and
 * the version of what its caller is built from: one indexed statement, the whole cost of a request
 * whose caller the process keeps (decision 0070). No row: the token signs no one in.
 */
export async function checkCaller(
  db: Db,
  by: { tokenHash: string; enterpriseId: number },
): Promise<CallerCheck | undefined> {
  const [row] = await tokenCheck(db, by);
  return (
    row && {
      token_id: Number(row.token_id),
      last_used_at: row.last_used_at == null ? null : new Date(row.last_used_at),
      grants_version: row.grants_version,
    }
  );
}

/**
 * Of these tokens, the ones that still sign someone in, by the caller statement's own rules
 * (`LIVE_TOKEN`, and a child within its author's rights): the notification hub's check of its
 * open streams, one statement for all of them (decision 0054, 0063).
 */
export async function liveTokenIds(db: Db, tokenIds: readonly number[]): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const rows = await queryRows<{
    id: number | string;
    parent_token_id: number | string | null;
    grants: GrantRow[] | null;
    author_grants: GrantRow[] | null;
  }>(
    db,
    sql`select t.id, t.parent_token_id,
          case when t.parent_token_id is null then null else ${grantsOf(sql`u.id`, sql`u.enterprise_id`)} end as grants,
          ${authorGrants} as author_grants
        from ${TOKEN_WITH_AUTHOR}
        where t.id in (${sql.join(
          tokenIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}) and ${LIVE_TOKEN}`,
  );
  return new Set(rows.filter((row) => withinAuthor({ ...row, grants: row.grants ?? [] })).map((row) => Number(row.id)));
}

/**
 * Whether the author of a look at a candidate (decision 0052) still holds what opened it,
 * `seekers.impersonate` at the site level of the candidate's site (decision 0063).
 */
export function authorHoldsSeekerView(authorGrants: GrantRow[], place: { accountId: number; siteId: number }): boolean {
  const levels = buildLevelAbilities(permissionMap(authorGrants.map(toGrant)), { ...place, employerId: null });
  return can(levels.site, 'impersonate', 'seekers');
}
