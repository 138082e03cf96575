// A candidate holding a bit of everything a site keeps about one (decision 0100): a resume, an
// application with answers, a document, a recruiter's feedback, tags and a status move. Used by tests only.
import { eq } from 'drizzle-orm';
import { applicationFeedbacks, applicationTags, employers, jobs, seekerTags, tags } from '../src/db/schema/index.js';
import { insertJob } from './jobs-lifecycle-helper.js';
import type { TestApp } from './helper.js';
import {
  insertApplication,
  insertDocument,
  insertSeeker,
  insertStatusChange,
  insertStoredFile,
  jobByUuid,
} from './candidate-fixture.js';

/** The first employer of the site (the demo seed gives every site some). */
async function employerOf(t: TestApp, siteId: number): Promise<number> {
  const [row] = await t.deps.db.select({ id: employers.id }).from(employers).where(eq(employers.site_id, siteId));
  if (!row) throw new Error(`no employer on site ${siteId}`);
  return row.id;
}

export async function candidateWithEverything(t: TestApp, siteId: number, name: string) {
  const [first = name, last = ''] = name.split(' ');
  const resume = await insertStoredFile(t.deps, siteId, 'resume');
  const appResume = await insertStoredFile(t.deps, siteId, 'resume');
  const document = await insertStoredFile(t.deps, siteId, 'document');
  const seeker = await insertSeeker(t.deps, siteId, {
    first_name: first,
    last_name: last,
    name,
    phone: '+44 20 7946 0001',
    resume_file_id: resume.id,
    status: 'active',
  });
  const job = await jobByUuid(t.deps, await insertJob(t, siteId, await employerOf(t, siteId), 'live'));
  const application = await insertApplication(t.deps, job, seeker.id, {
    first_name: first,
    last_name: last,
    name,
    email: seeker.email,
    phone: '+44 20 7946 0001',
    cover_note: `Cover note of ${name}`,
    client_address: '203.0.113.7',
    resume_file_id: appResume.id,
    stage: null,
    status: 'shortlisted',
  });
  await insertStatusChange(t.deps, application.id, 'applied', 'shortlisted');
  await insertDocument(t.deps, seeker.id, document.id, application.id);
  await t.deps.db
    .insert(applicationFeedbacks)
    .values({ application_id: application.id, rating: 4, comments: `Strong pastry skills, ${name}` });
  const [tag] = await t.deps.db
    .insert(tags)
    .values({ site_id: siteId, name: `tag-${seeker.uuid.slice(0, 6)}`, color: '#123456' })
    .returning();
  if (!tag) throw new Error('tag insert failed');
  await t.deps.db.insert(seekerTags).values({ owner_id: seeker.uuid, tag_id: tag.id });
  await t.deps.db.insert(applicationTags).values({ owner_id: application.uuid, tag_id: tag.id });
  const jobRow = async () => (await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id)))[0];
  return { seeker, job, jobRow, application, files: [resume, appResume, document], tag };
}
