import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ApplicationListQuery } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { containing, equalsWhenGiven, searchColumns } from '../../db/list-query.js';
import { applications, applicationTags, employers, jobs, seekers } from '../../db/schema/index.js';
import { columnsOf } from '../../lib/resource/scoped-list-repository.js';
import { scopedRepository, siteOwned } from '../../lib/resource/scoped-repository.js';
import type { Reach } from '../access/index.js';

type Filter = ApplicationListQuery['filter'];

/** The columns of a list row (`ApplicationSchema`): not the answers or cover note the overview reads. */
const listed = columnsOf(applications, ['uuid', 'status', 'stage', 'knocked_out', 'applied_at', 'updated_at']);
/**
 * A candidate's contact details as this application was sent with them (decision 0062): what the
 * seeker's profile says now is not what they applied with. Rows from before migration 0032 had
 * none of their own, and read their seeker's.
 */
const sentWith = <C extends 'name' | 'email' | 'phone'>(column: C) =>
  sql<(typeof seekers.$inferSelect)[C]>`coalesce(${applications[column]}, ${seekers[column]})`;
export const sentContact = { name: sentWith('name'), email: sentWith('email') };
const candidate = { uuid: seekers.uuid, ...sentContact };
const candidateWithPhone = { ...candidate, phone: sentWith('phone') };

/** `application` (these columns of it) with its candidate (`seeker`), its job and its employer. */
const applicationsWith = <
  A extends typeof applications | typeof listed,
  P extends typeof candidate | typeof candidateWithPhone,
>(
  db: Db,
  application: A,
  seeker: P,
) =>
  db
    .select({
      application,
      seeker,
      job: { uuid: jobs.uuid, title: jobs.title, reference: jobs.reference },
      employer: { id: employers.id, name: employers.business_name },
    })
    .from(applications)
    .innerJoin(seekers, eq(seekers.id, applications.seeker_id))
    .innerJoin(jobs, eq(jobs.id, applications.job_id))
    .innerJoin(employers, eq(employers.id, applications.employer_id))
    .$dynamic();

/**
 * The search: the candidate's name or email, or the job's title. The matching seekers and jobs of
 * the reach's site (trigram indexes) are read once each, as arrays, and their applications come
 * from the `(seeker_id, …)` and `(job_id, …)` indexes OR-ed in one bitmap: each matching
 * application is read once, where a union of ids read each twice (its index entry, then its row by
 * id). An OR of two `in (select …)` semi-joins would make the count filter every application of the
 * site instead. The kit then sorts and limits the keys before the joins (decision 0040).
 */
function matching(term: string, reach: Reach): SQL {
  const bySeeker = sql`select ${seekers.id} from ${seekers} where ${seekers.site_id} = ${reach.siteId} and ${searchColumns(term, [seekers.name, seekers.email])}`;
  const byJob = sql`select ${jobs.id} from ${jobs} where ${jobs.site_id} = ${reach.siteId} and ${containing(jobs.title, term)}`;
  return sql`(${applications.seeker_id} = any(array(${bySeeker})) or ${applications.job_id} = any(array(${byJob})))`;
}

/**
 * The same search as a filter on applications walked newest first (a search matching more than the
 * cap, decision 0072): the matching seekers and jobs as hashed sets, one probe per application,
 * where `= any(array)` compares each application with every match.
 */
function matchingWalked(term: string, reach: Reach): SQL {
  const bySeeker = sql`select ${seekers.id} from ${seekers} where ${seekers.site_id} = ${reach.siteId} and ${searchColumns(term, [seekers.name, seekers.email])}`;
  const byJob = sql`select ${jobs.id} from ${jobs} where ${jobs.site_id} = ${reach.siteId} and ${containing(jobs.title, term)}`;
  return sql`(${applications.seeker_id} in (${bySeeker}) or ${applications.job_id} in (${byJob}))`;
}

/** `filter[job]` and `filter[seeker]` name a uuid; the row's own scope keeps another site's out. */
const jobIs = (uuid: string | undefined) =>
  uuid === undefined
    ? undefined
    : sql`${applications.job_id} = (select ${jobs.id} from ${jobs} where ${jobs.uuid} = ${uuid})`;
const seekerIs = (uuid: string | undefined) =>
  uuid === undefined
    ? undefined
    : sql`${applications.seeker_id} = (select ${seekers.id} from ${seekers} where ${seekers.uuid} = ${uuid})`;

/** `filter[staged]`: with or without a stage (index `(job_id, stage, id)` serves it for one job). */
const staged = (value: 'true' | 'false' | undefined) =>
  value === undefined ? undefined : value === 'true' ? isNotNull(applications.stage) : isNull(applications.stage);

/** `filter[tag]`: applications carrying the tag (index `(tag_id, owner_id)`). */
const carrying = (tagId: number | undefined) =>
  tagId === undefined
    ? undefined
    : sql`exists (select 1 from ${applicationTags} where ${applicationTags.tag_id} = ${tagId} and ${applicationTags.owner_id} = ${applications.uuid})`;

/** Applied on or after the day `from`, on or before the day `to` (whole UTC days). */
const appliedBetween = (from: string | undefined, to: string | undefined) =>
  and(
    from === undefined ? undefined : sql`${applications.applied_at} >= ${from}::date::timestamp at time zone 'UTC'`,
    to === undefined ? undefined : sql`${applications.applied_at} < (${to}::date + 1)::timestamp at time zone 'UTC'`,
  );

/**
 * A site's applications (decision 0044): staff reach every application of the site, an employer's
 * own user only those to its employer's jobs, in every statement. Applications arise from
 * candidates (the public API), so the kit inserts none here. A record is the whole application
 * with its candidate's phone (the overview); a page, and the CSV, read the list row's columns.
 */
export const applicationRows = scopedRepository({
  ...siteOwned(applications, applications.employer_id),
  key: applications.uuid,
  record: (db: Db) => applicationsWith(db, applications, candidateWithPhone),
  list: {
    rows: (db: Db) => applicationsWith(db, listed, candidate),
    search: matching,
    walkedSearch: matchingWalked,
    filters: (f: Filter) => [
      jobIs(f.job),
      equalsWhenGiven(applications.employer_id, f.employer),
      seekerIs(f.seeker),
      equalsWhenGiven(applications.status, f.status),
      equalsWhenGiven(applications.stage, f.stage),
      staged(f.staged),
      carrying(f.tag),
      appliedBetween(f.applied_from, f.applied_to),
    ],
    sorts: {
      applied_at: applications.applied_at,
      updated_at: applications.updated_at,
      status: applications.status,
    },
    defaultSort: '-applied_at' as NonNullable<ApplicationListQuery['sort']>,
  },
});

export type ApplicationRecord = NonNullable<Awaited<ReturnType<typeof applicationRows.find>>>;
