import { eq } from 'drizzle-orm';
import { consultants, employers, jobs } from '../src/db/schema/index.js';
import { insertApplication, insertJob, insertSeeker, person } from './candidate-fixture.js';
import type { TestAppHandle } from './helper.js';

/** What one site holds that the word "Zephyr" names: one row of every kind the search looks through. */
export interface SearchedSite {
  jobs: { own: string; other: string };
  employer: number;
  seeker: string;
  applications: { own: string; other: string };
  consultant: number;
}

/**
 * Rows named "Zephyr …" in a site: a job of `employerId` (the employer user's) and one of
 * `otherEmployerId`, an employer, a candidate who applied to both jobs, and a consultant. Built in
 * several sites, so a test can tell which site's rows a search returns.
 */
export async function zephyrSite(
  t: TestAppHandle,
  siteId: number,
  employerId: number,
  otherEmployerId: number,
): Promise<SearchedSite> {
  const db = t.deps.db;
  const own = await insertJob({ db }, { siteId, employerId, title: 'Zephyr Pastry Chef' });
  const other = await insertJob({ db }, { siteId, employerId: otherEmployerId, title: 'Zephyr Barista' });
  await db.update(jobs).set({ reference: 'ZP-100' }).where(eq(jobs.id, own.id));
  const seeker = await insertSeeker({ db }, siteId, person('Zephyr Quinn'));
  const [employer] = await db
    .insert(employers)
    .values({ site_id: siteId, type: 'business', business_name: 'Zephyr Foods', status: 'active' })
    .returning({ id: employers.id });
  const [consultant] = await db
    .insert(consultants)
    .values({ site_id: siteId, name: 'Zephyr Consult', email: `zephyr.consult.${siteId}@agency.test` })
    .returning({ id: consultants.id });
  if (!employer || !consultant) throw new Error('insert returned no row');
  const ownApplication = await insertApplication({ db }, own, seeker);
  const otherApplication = await insertApplication({ db }, other, seeker);
  return {
    jobs: { own: own.uuid, other: other.uuid },
    employer: employer.id,
    seeker: seeker.uuid,
    applications: { own: ownApplication.uuid, other: otherApplication.uuid },
    consultant: consultant.id,
  };
}

/** Every key a search answered, of every kind. */
export const keysOf = (body: { data: { hits: { key: string }[] }[] }) =>
  body.data.flatMap((group) => group.hits.map((hit) => hit.key));

/** The keys a search answered for one kind (undefined when the kind was not searched at all). */
export const kindKeys = (body: { data: { kind: string; hits: { key: string }[] }[] }, kind: string) =>
  body.data.find((group) => group.kind === kind)?.hits.map((hit) => hit.key);
