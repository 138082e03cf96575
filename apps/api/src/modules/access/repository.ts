import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { ALL_SITES, runInScope } from '../../db/row-scope.js';
import { accounts, employers, enterprises, memberships, siteDomains, sites } from '../../db/schema/index.js';
import { placedOnSite } from './placement-repository.js';

export interface MembershipGrant {
  scope_type: 'account' | 'site' | 'employer';
  scope_id: number;
  permissions: string[];
  account_id: number;
  site_id: number | null;
  employer_id: number | null;
}

/** A grant's columns, read by `listGrants` and by the caller statement (caller-repository.ts). */
export const GRANT_COLUMNS = sql`m.scope_type, m.scope_id, r.permissions,
           acc.id as account_id,
           coalesce(s.id, es.id) as site_id,
           e.id as employer_id`;

/** Where a user's memberships in one enterprise come from, each with its account (and site). */
export const grantsFrom = (userId: SQL, enterpriseId: SQL) => sql`
    from memberships m
    join roles r on r.id = m.role_id
    left join sites s on m.scope_type = 'site' and s.id = m.scope_id
    left join employer_sites e on m.scope_type = 'employer' and e.id = m.scope_id
    left join sites es on es.id = e.site_id
    join accounts acc on acc.id = case m.scope_type
        when 'account' then m.scope_id
        when 'site' then s.account_id
        else es.account_id end
    where m.user_id = ${userId} and acc.enterprise_id = ${enterpriseId}`;

/** A user's grants in an enterprise as one JSON array, in membership order (as `listGrants`). */
export const grantsOf = (userId: SQL, enterpriseId: SQL) =>
  sql`(select coalesce(json_agg(g order by g.membership_id), '[]'::json)
         from (select m.id as membership_id, ${GRANT_COLUMNS} ${grantsFrom(userId, enterpriseId)}) g)`;

/** A grant as the database answers it (ids may come back as strings or numbers). */
export interface GrantRow {
  scope_type: MembershipGrant['scope_type'];
  scope_id: number | string;
  permissions: string[];
  account_id: number | string;
  site_id: number | string | null;
  employer_id: number | string | null;
}

export const toGrant = (row: GrantRow): MembershipGrant => ({
  scope_type: row.scope_type,
  scope_id: Number(row.scope_id),
  permissions: row.permissions,
  account_id: Number(row.account_id),
  site_id: row.site_id == null ? null : Number(row.site_id),
  employer_id: row.employer_id == null ? null : Number(row.employer_id),
});

/** A user's memberships with the account (and site) each one sits in, for one enterprise. */
export async function listGrants(db: Db, userId: number, enterpriseId: number): Promise<MembershipGrant[]> {
  const rows = await queryRows<GrantRow>(
    db,
    sql`select ${GRANT_COLUMNS} ${grantsFrom(sql`${userId}`, sql`${enterpriseId}`)} order by m.id`,
  );
  return rows.map(toGrant);
}

/**
 * Whether the user belongs to the site: a membership of the site, of its account, or of one of its
 * employers. Account mails with a token go only through such a site (decision 0020).
 */
export async function isSiteMember(db: Db, userId: number, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.user_id, userId), placedOnSite(db, siteId, 'any')))
    .limit(1);
  return row !== undefined;
}

export async function findSite(db: Db, siteId: number, enterpriseId: number) {
  const [row] = await db
    .select({ id: sites.id, account_id: sites.account_id, name: sites.name, title: sites.title })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.account_id))
    .where(and(eq(sites.id, siteId), eq(accounts.enterprise_id, enterpriseId)));
  return row;
}

/** The accounts, sites and employers a set of grants makes visible, for the me tree. */
export async function loadTree(
  db: Db,
  ids: { accountIds: number[]; wholeAccountIds: number[]; siteIds: number[]; employerIds: number[] },
) {
  const accountRows = ids.accountIds.length
    ? await db
        .select({ id: accounts.id, name: accounts.name, title: accounts.title })
        .from(accounts)
        .where(inArray(accounts.id, ids.accountIds))
        .orderBy(accounts.id)
    : [];
  const siteFilters = [
    ids.wholeAccountIds.length ? inArray(sites.account_id, ids.wholeAccountIds) : undefined,
    ids.siteIds.length ? inArray(sites.id, ids.siteIds) : undefined,
  ].filter((f) => f !== undefined);
  const siteRows = siteFilters.length
    ? await db
        .select({ id: sites.id, account_id: sites.account_id, name: sites.name, title: sites.title })
        .from(sites)
        .where(or(...siteFilters))
        .orderBy(sites.id)
    : [];
  // The employers the user's own grants name, read wherever they sit: signing in knows no site yet (decision 0104).
  const employerRows = ids.employerIds.length
    ? await runInScope(ALL_SITES, () =>
        db
          .select({ id: employers.id, site_id: employers.site_id, name: employers.business_name })
          .from(employers)
          .where(inArray(employers.id, ids.employerIds))
          .orderBy(employers.id),
      )
    : [];
  return { accountRows, siteRows, employerRows };
}

/** The id of the enterprise with this key, if any. */
export async function findEnterpriseIdByKey(db: Db, key: string): Promise<number | undefined> {
  const [row] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.key, key));
  return row?.id;
}

/** The domain a site's mail links use. */
export async function findPrimaryDomain(db: Db, siteId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ domain: siteDomains.domain })
    .from(siteDomains)
    .where(and(eq(siteDomains.site_id, siteId), eq(siteDomains.is_primary, true)));
  return row?.domain;
}
