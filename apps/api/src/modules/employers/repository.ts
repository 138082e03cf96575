import { and, count, desc, eq } from 'drizzle-orm';
import type { EmployerListQuery, EmployerStatus } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { equalsWhenGiven } from '../../db/list-query.js';
import { scopedRepository, siteOwned } from '../../lib/resource/scoped-repository.js';
import { currentImpersonator } from '../../lib/acting-for.js';
import { impersonators, personOf, toActor } from '../../lib/resource/people-repository.js';
import type { Reach } from '../access/index.js';
import { employers, employerStatusHistory, invitations, memberships, users } from '../../db/schema/index.js';

/** The list's filters; the on-hold list fixes `status`. */
type EmployerFilter = EmployerListQuery['filter'] & { on?: EmployerStatus };

/** A site's employers; an employer's own member reaches only that employer. */
export const employerRows = scopedRepository({
  ...siteOwned(employers, employers.id),
  key: employers.id,
  list: {
    search: [employers.business_name, employers.contact_name, employers.registration_number],
    filters: (f: EmployerFilter) => [
      equalsWhenGiven(employers.status, f.on ?? f.status),
      equalsWhenGiven(employers.type, f.type),
      equalsWhenGiven(employers.industry, f.industry),
    ],
    sorts: {
      business_name: employers.business_name,
      type: employers.type,
      contact_name: employers.contact_name,
      live_jobs_count: employers.live_jobs_count,
      status: employers.status,
      created_at: employers.created_at,
    },
    defaultSort: '-created_at' as NonNullable<EmployerListQuery['sort']>,
  },
});

export type EmployerRow = typeof employers.$inferSelect;

/** An employer of the scope, or undefined (employer users read their employer through it). */
export const findEmployer = (db: Db, reach: Reach, id: number) => employerRows.get(db, reach, id);

/** Deletes an employer of the scope with its memberships and invitations (which hold no foreign key). */
export async function deleteEmployer(db: Db, reach: Reach, id: number) {
  if (!(await employerRows.delete(db, reach, id))) return false;
  await db.delete(memberships).where(and(eq(memberships.scope_type, 'employer'), eq(memberships.scope_id, id)));
  await db
    .delete(invitations)
    .where(
      and(eq(invitations.site_id, reach.siteId), eq(invitations.scope_type, 'employer'), eq(invitations.scope_id, id)),
    );
  return true;
}

export async function recordStatusChange(
  db: Db,
  change: {
    employer_id: number;
    from_status: string | null;
    to_status: string;
    reason?: string | null;
    changed_by: number;
  },
) {
  await db.insert(employerStatusHistory).values({ ...change, impersonator_id: currentImpersonator() });
}

/** The employer's user count and its last 20 status changes with who made them. */
export async function employerDetailExtras(db: Db, reach: Reach, employer: EmployerRow) {
  const [[members], history] = await Promise.all([
    db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.scope_type, 'employer'), eq(memberships.scope_id, employer.id))),
    db
      .select({
        from_status: employerStatusHistory.from_status,
        to_status: employerStatusHistory.to_status,
        reason: employerStatusHistory.reason,
        created_at: employerStatusHistory.created_at,
        changed_by: personOf(users),
        impersonator: personOf(impersonators),
      })
      .from(employerStatusHistory)
      .innerJoin(employers, and(eq(employers.id, employerStatusHistory.employer_id), employerRows.where(reach)))
      .leftJoin(users, eq(users.id, employerStatusHistory.changed_by))
      .leftJoin(impersonators, eq(impersonators.id, employerStatusHistory.impersonator_id))
      .where(eq(employerStatusHistory.employer_id, employer.id))
      .orderBy(desc(employerStatusHistory.created_at), desc(employerStatusHistory.id))
      .limit(20),
  ]);
  return {
    users_count: members?.n ?? 0,
    history: history.map(({ changed_by, impersonator, ...h }) => ({
      ...h,
      created_at: h.created_at.toISOString(),
      changed_by: toActor(changed_by, impersonator),
    })),
  };
}
