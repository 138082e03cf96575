import { and, eq, sql } from 'drizzle-orm';
import type { JobStatus } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { employers, jobs, mailOutbox, products } from '../src/db/schema/index.js';
import { findBalance, moveCredits } from '../src/modules/credits/repository.js';
import { sanitizeRichText } from '../src/lib/rich-text.js';
import type { TestApp, TestAppHandle } from './helper.js';

/** Whom the jobs tests sign in as: acme/careers' site admin, and Acme Bakery's own admin. */
export function jobCallers(t: TestAppHandle) {
  const careers = () => t.ids.site('acme/careers');
  return {
    admin: async () => ({ token: await t.login('admin@acme.test'), scope: { sid: careers() } }),
    bakeryAdmin: async () => ({
      token: await t.login('employer@acme.test'),
      scope: { sid: careers(), empid: t.ids.employer('Acme Bakery') },
    }),
  };
}

/**
 * A job of `employer` in `status`, written straight to the table (the employer's live count kept),
 * complete enough to publish (a description, applications on the site to an address) unless `more` says otherwise.
 */
export async function insertJob(
  t: TestApp,
  siteId: number,
  employerId: number,
  status: JobStatus,
  more: Partial<typeof jobs.$inferInsert> = {},
) {
  const [row] = await t.deps.db
    .insert(jobs)
    .values({
      site_id: siteId,
      employer_id: employerId,
      status,
      title: `${status} job`,
      description: sanitizeRichText('<p>What the job is.</p>'),
      apply_on: 'site',
      application_emails: ['jobs@employer.test'],
      ...more,
    })
    .returning({ uuid: jobs.uuid });
  if (status === 'live') {
    await t.deps.db
      .update(employers)
      .set({ live_jobs_count: sql`${employers.live_jobs_count} + 1` })
      .where(eq(employers.id, employerId));
  }
  if (!row) throw new Error('job insert failed');
  return row.uuid;
}

export async function statusOf(t: TestApp, uuid: string) {
  const [row] = await t.deps.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.uuid, uuid));
  return row?.status;
}

/** The employer's counter beside the count of its live jobs: they must always agree. */
export async function liveCounts(t: TestApp, employerId: number) {
  const [row] = await queryRows<{ counter: number; actual: number }>(
    t.deps.db,
    sql`select e.live_jobs_count as counter,
               (select count(*)::int from jobs j where j.employer_id = e.id and j.status = 'live') as actual
        from employers e where e.id = ${employerId}`,
  );
  return { counter: Number(row?.counter), actual: Number(row?.actual) };
}

/** Sets an employer's credit balance through the ledger (a grant or a revoke). */
export async function setBalance(t: TestApp, siteId: number, employerId: number, balance: number) {
  const delta = balance - (await findBalance(t.deps.db, siteId, employerId));
  if (delta === 0) return;
  const kind = delta > 0 ? 'grant' : 'revoke';
  await moveCredits(t.deps.db, { siteId, employerId, delta, kind, reason: 'test', userId: null });
}

export async function productOf(t: TestApp, siteId: number, name = 'Standard job advert') {
  const [row] = await t.deps.db
    .select()
    .from(products)
    .where(and(eq(products.site_id, siteId), eq(products.name, name)));
  if (!row) throw new Error(`no product ${name}`);
  return row;
}

export async function mailsTo(t: TestApp, address: string) {
  return t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address));
}

export async function contactOf(t: TestApp, employerId: number) {
  const [row] = await t.deps.db
    .select({ email: employers.contact_email })
    .from(employers)
    .where(eq(employers.id, employerId));
  return row?.email ?? '';
}
