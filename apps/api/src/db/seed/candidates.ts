import type { ApplyFields, FlagJob, JobFeedbackInput } from '@portal/contract';
import {
  applyToJob,
  insertFeedback,
  insertFlag,
  liveJobRows,
  type LiveJob,
} from '../../modules/candidate-site/index.js';
import type { Db } from '../client.js';

/** The demo's candidates; the same addresses on each site are different seekers there (decision 0044). */
const PEOPLE = [
  { first_name: 'Sam', last_name: 'Lee', phone: '+1 555 0201' },
  { first_name: 'Priya', last_name: 'Natarajan', phone: null },
  { first_name: 'Diego', last_name: 'Alvarez', phone: '+1 555 0203' },
  { first_name: 'Amira', last_name: 'Haddad', phone: '+1 555 0204' },
] as const;

const contact = (i: number) => {
  const person = PEOPLE[i % PEOPLE.length] ?? PEOPLE[0];
  return { ...person, email: `${person.first_name}.${person.last_name}@candidates.test`.toLowerCase() };
};

/**
 * Who applies to a live job: job 0 is the site's live job with screening questions (the Pastry Chef,
 * whose questions are in seed/jobs.ts) and gets three applications, one knocked out by a "no"; job 1,
 * a live job without questions, gets two, one from a person who applied to the first (a reused seeker).
 */
const APPLICATIONS: { job: number; person: number; answers: ApplyFields['answers'] }[] = [
  { job: 0, person: 0, answers: { '0': 'yes', '1': 'Mornings' } },
  { job: 0, person: 1, answers: { '0': 'yes', '1': 'Weekends' } },
  { job: 0, person: 2, answers: { '0': 'no', '1': 'Evenings' } },
  { job: 1, person: 3, answers: {} },
  { job: 1, person: 0, answers: {} },
];

const FLAGS: { job: number; flag: FlagJob }[] = [
  { job: 0, flag: { reason: 'misleading', comments: 'The pay range in the advert differs from the interview.' } },
  { job: 0, flag: { reason: 'expired', comments: null } },
];

const FEEDBACK: { job: number; feedback: JobFeedbackInput }[] = [
  { job: 0, feedback: { rating: 5, recommend_employer: true, comments: 'Quick and friendly replies.' } },
  { job: 1, feedback: { rating: 3, recommend_employer: false, comments: null } },
];

/**
 * Candidates for the demo (decision 0045), made through the apply service in the seed's
 * transaction, as the public API makes them: seekers by email, answers checked, a knockout, the
 * counters. Without files (the seed runs before storage, and every test copies this database) and
 * without mail (made-up addresses). A few flags and feedback on the same jobs. Kept to a few rows
 * per site: the test template carries them.
 */
export async function seedCandidates(tx: Db, siteIds: readonly number[]): Promise<void> {
  for (const siteId of siteIds) {
    const feed = await liveJobRows.page(tx, { siteId }, { page: 1, per_page: 10, filter: {}, sort: 'published_at' });
    // A feed's row is the list's; applying reads the whole advert (its questions), as the detail does.
    const jobs: LiveJob[] = [];
    for (const { job } of feed.rows) jobs.push(await liveJobRows.found(tx, { siteId }, job.uuid));
    // By what the entries need rather than by the feed's order (which follows the seed's dates):
    // the first entries answer the Pastry Chef's questions, the others apply where none are asked.
    const asking = jobs.find((record) => record.job.screening_questions.length > 0);
    const silent = jobs.find((record) => record.job.screening_questions.length === 0);
    const jobAt = (i: number) => (i === 0 ? asking : silent);
    for (const { job, person, answers } of APPLICATIONS) {
      const record = jobAt(job);
      if (!record || record.job.screening_questions.length > 0 !== Object.keys(answers).length > 0) continue;
      const fields = { ...contact(person), answers, consent: true as const, cover_note: null };
      await applyToJob(tx, record, fields, { resumeId: null, documentIds: [] }, { mail: false });
    }
    for (const { job, flag } of FLAGS) {
      const record = jobAt(job);
      if (record) await insertFlag(tx, record, flag);
    }
    for (const { job, feedback } of FEEDBACK) {
      const record = jobAt(job);
      if (record) await insertFeedback(tx, record, feedback);
    }
  }
}
