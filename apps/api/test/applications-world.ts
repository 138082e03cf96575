// The records the applications tests share: two employers' jobs on acme/careers, another
// account's job, and candidates who applied to each (candidate-fixture.ts inserts them as the apply would).
import { and, eq, inArray, ne } from 'drizzle-orm';
import { applications, employers } from '../src/db/schema/index.js';
import type { TestAppHandle } from './helper.js';
import { insertApplication, insertJob, insertSeeker, person, userId } from './candidate-fixture.js';

export const URL = '/portal/v1/applications';

export async function buildWorld(t: TestAppHandle) {
  const db = t.deps.db;
  const careers = t.ids.site('acme/careers');
  const talent = t.ids.site('globex/talent');
  const bakery = t.ids.employer('Acme Bakery');
  // The demo's candidates applied through the candidate API when the database was seeded: the
  // tests count exactly the applications they make.
  await db.delete(applications).where(inArray(applications.site_id, [careers, talent]));
  const [other] = await db
    .select({ id: employers.id })
    .from(employers)
    .where(and(eq(employers.site_id, careers), ne(employers.id, bakery)))
    .limit(1);
  const [globex] = await db.select({ id: employers.id }).from(employers).where(eq(employers.site_id, talent)).limit(1);
  if (!other || !globex) throw new Error('the seed lacks employers');
  const bakeryJob = await insertJob(t.deps, {
    siteId: careers,
    employerId: bakery,
    title: 'Sourdough Baker',
    keyContactId: await userId(t.deps, 'admin@acme.test'),
    createdBy: await userId(t.deps, 'staff@acme.test'),
  });
  const otherJob = await insertJob(t.deps, { siteId: careers, employerId: other.id, title: 'Forklift Driver' });
  const foreignJob = await insertJob(t.deps, { siteId: talent, employerId: globex.id, title: 'Globex Analyst' });
  const day = (d: string) => new Date(`${d}T12:00:00Z`);
  const alice = await insertSeeker(t.deps, careers, person('Alice Archer'));
  const bob = await insertSeeker(t.deps, careers, person('Bob Brown'));
  const carol = await insertSeeker(t.deps, careers, person('Carol Cook'));
  const dan = await insertSeeker(t.deps, careers, person('Dan Diver'));
  const greta = await insertSeeker(t.deps, talent, person('Greta Globex'));
  const apps = {
    alice: await insertApplication(t.deps, bakeryJob, alice, { applied_at: day('2026-10-01') }),
    bob: await insertApplication(t.deps, bakeryJob, bob, {
      status: 'screening',
      stage: 'screening',
      applied_at: day('2026-10-05'),
    }),
    carol: await insertApplication(t.deps, bakeryJob, carol, { status: 'withdrawn', applied_at: day('2026-10-10') }),
    dan: await insertApplication(t.deps, otherJob, dan, { applied_at: day('2026-10-15') }),
    greta: await insertApplication(t.deps, foreignJob, greta, { applied_at: day('2026-10-20') }),
  };
  const login = async (email: string) => t.login(email);
  return {
    careers,
    talent,
    bakery,
    other: other.id,
    jobs: { bakery: bakeryJob, other: otherJob, foreign: foreignJob },
    seekers: { alice, bob, carol, dan, greta },
    apps,
    tokens: {
      admin: await login('admin@acme.test'),
      recruiter: await login('recruiter@acme.test'),
      employer: await login('employer@acme.test'),
      staff: await login('staff@acme.test'),
      globex: await login('owner@globex.test'),
    },
    /** Scopes: staff of the site, the bakery's own users, globex's site. */
    site: { sid: careers },
    asBakery: { sid: careers, empid: bakery },
    asGlobex: { sid: talent },
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;
