import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { applications, candidateTokens, employers, jobs, seekers, sites, users } from '../../db/schema/index.js';
import { authorHoldsSeekerView, grantsOf, type GrantRow, type Reach } from '../access/index.js';

/** A user of the enterprise by id (the tenancy of the target is decided from their grants). */
export async function findEnterpriseUser(db: Db, enterpriseId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, disabled_at: users.disabled_at })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.enterprise_id, enterpriseId)));
  return row;
}

/** A seeker of the reached site by uuid; another site's seeker is no row (a 404). */
export async function findSiteSeeker(db: Db, reach: Reach, uuid: string) {
  const [row] = await db
    .select({ id: seekers.id, status: seekers.status })
    .from(seekers)
    .where(and(eq(seekers.uuid, uuid), eq(seekers.site_id, reach.siteId)));
  return row;
}

export async function insertCandidateToken(
  db: Db,
  row: { seeker_id: number; token_hash: string; parent_token_id: number; redirect_path: string; expires_at: Date },
) {
  await db.insert(candidateTokens).values(row);
}

/** What a candidate route knows of its caller. */
export interface CandidateCaller {
  tokenId: number;
  seekerId: number;
  siteId: number;
  impersonator: { id: number; name: string; email: string };
  redirectPath: string;
}

interface CandidateCallerRow {
  token_id: number | string;
  seeker_id: number | string;
  site_id: number | string;
  account_id: number | string;
  author_grants: GrantRow[];
  redirect_path: string;
  impersonator_id: number | string;
  impersonator_name: string;
  impersonator_email: string;
}

/**
 * The live candidate token with that hash, in one statement: not revoked or expired, its seeker
 * not disabled and of a site of this enterprise, and its parent staff token still live with its
 * user enabled (revoking the parent ends the look at once), and that user still holding
 * `seekers.impersonate` at the candidate's site (decision 0063). No row: 401.
 */
export async function findCandidateCaller(
  db: Db,
  by: { tokenHash: string; enterpriseId: number },
): Promise<CandidateCaller | undefined> {
  const [row] = await queryRows<CandidateCallerRow>(
    db,
    sql`
    select ct.id as token_id, ct.seeker_id, s.site_id, si.account_id, ct.redirect_path,
           pu.id as impersonator_id, pu.name as impersonator_name, pu.email as impersonator_email,
           ${grantsOf(sql`pu.id`, sql`${by.enterpriseId}::int`)} as author_grants
    from candidate_tokens ct
    join seekers s on s.id = ct.seeker_id
    join sites si on si.id = s.site_id
    join accounts a on a.id = si.account_id
    join access_tokens p on p.id = ct.parent_token_id
    join users pu on pu.id = p.user_id
    where ct.token_hash = ${by.tokenHash} and ct.revoked_at is null and ct.expires_at > now()
      and s.status <> 'disabled' and a.enterprise_id = ${by.enterpriseId}::int
      and p.revoked_at is null and p.expires_at > now() and pu.disabled_at is null
      and pu.enterprise_id = ${by.enterpriseId}::int`,
  );
  if (!row) return undefined;
  const place = { accountId: Number(row.account_id), siteId: Number(row.site_id) };
  if (!authorHoldsSeekerView(row.author_grants, place)) return undefined;
  return {
    tokenId: Number(row.token_id),
    seekerId: Number(row.seeker_id),
    siteId: Number(row.site_id),
    redirectPath: row.redirect_path,
    impersonator: { id: Number(row.impersonator_id), name: row.impersonator_name, email: row.impersonator_email },
  };
}

export async function revokeCandidateToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(candidateTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(candidateTokens.id, tokenId), isNull(candidateTokens.revoked_at)));
}

/** The candidate's own profile, with their site. */
export async function findCandidateProfile(db: Db, seekerId: number, siteId: number) {
  const [row] = await db
    .select({
      uuid: seekers.uuid,
      name: seekers.name,
      email: seekers.email,
      phone: seekers.phone,
      status: seekers.status,
      visa_type: seekers.visa_type,
      desired_work_type: seekers.desired_work_type,
      site: { id: sites.id, name: sites.name, title: sites.title },
    })
    .from(seekers)
    .innerJoin(sites, eq(sites.id, seekers.site_id))
    .where(and(eq(seekers.id, seekerId), eq(seekers.site_id, siteId)));
  return row;
}

/** A candidate applies to a handful of jobs; their newest hundred, newest first, on the seeker's index. */
export async function listCandidateApplications(db: Db, seekerId: number, siteId: number) {
  return db
    .select({
      uuid: applications.uuid,
      status: applications.status,
      applied_at: applications.applied_at,
      job: { uuid: jobs.uuid, title: jobs.title, reference: jobs.reference },
      employer: { name: employers.business_name },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .innerJoin(employers, eq(employers.id, applications.employer_id))
    .where(and(eq(applications.seeker_id, seekerId), eq(applications.site_id, siteId)))
    .orderBy(desc(applications.applied_at), desc(applications.id))
    .limit(100);
}
