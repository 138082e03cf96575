import { inArray, sql } from 'drizzle-orm';
import type { JobStatus, ScreeningQuestion } from '@portal/contract';
import type { Db } from '../client.js';
import { employers, jobs } from '../schema/index.js';

/**
 * Demo jobs (decision 0036): one per status on every demo site, spread over the site's first
 * employers, so the list, its filters and the detail show something in the demo. Kept small: the
 * test template carries them too. Dates are relative to the seeding day.
 */
/** The screening questions of the demo's Pastry Chef job. */
export const PASTRY_CHEF_QUESTIONS: ScreeningQuestion[] = [
  { kind: 'yes_no', text: 'Do you have the right to work here?', choices: [], knockout_answer: 'no' },
  {
    kind: 'single_choice',
    text: 'Which shift suits you best?',
    choices: ['Mornings', 'Evenings', 'Weekends'],
    knockout_answer: null,
  },
];

const JOB_SEEDS: {
  title: string;
  status: JobStatus;
  work_type: string;
  classification: string;
  days: [number, number] | null;
  screening_questions?: ScreeningQuestion[];
}[] = [
  {
    title: 'Pastry Chef',
    status: 'live',
    work_type: 'full_time',
    classification: 'hospitality',
    days: [-5, 25],
    // The demo's candidates answer these (seed/candidates.ts): a "no" to the first knocks one out.
    screening_questions: PASTRY_CHEF_QUESTIONS,
  },
  {
    title: 'Dental Receptionist',
    status: 'live',
    work_type: 'part_time',
    classification: 'healthcare',
    days: [-2, 28],
  },
  { title: 'Site Supervisor', status: 'draft', work_type: 'contract', classification: 'construction', days: null },
  {
    title: 'Warehouse Assistant',
    status: 'on_hold',
    work_type: 'casual',
    classification: 'administration',
    days: [0, 30],
  },
  {
    title: 'Junior Accountant',
    status: 'expired',
    work_type: 'full_time',
    classification: 'accounting',
    days: [-60, -30],
  },
  { title: 'Barista', status: 'unlisted', work_type: 'part_time', classification: 'hospitality', days: [-10, 20] },
  { title: 'Night Porter', status: 'rejected', work_type: 'temporary', classification: 'hospitality', days: null },
];

const dayFrom = (today: Date, offset: number) =>
  new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** One site's job rows, given the ids of the employers they are spread over. */
export function jobSeedsFor(siteId: number, employerIds: readonly number[], today = new Date()) {
  if (!employerIds.length) return [];
  return JOB_SEEDS.map(({ days, ...seed }, i) => ({
    ...seed,
    site_id: siteId,
    employer_id: employerIds[i % employerIds.length] as number,
    reference: `JOB-${String(i + 101)}`,
    pay_type: 'annual',
    currency: 'USD',
    pay_range: '$45,000 – $55,000 a year',
    salary_min: 45_000,
    salary_max: 55_000,
    // Every job that left draft went through *Application preferences*: candidates apply on the site.
    apply_on: seed.status === 'draft' ? null : ('site' as const),
    advert_start_date: days ? dayFrom(today, days[0]) : null,
    advert_end_date: days ? dayFrom(today, days[1]) : null,
    // Every job that left draft was published on its start day (the public feed's order).
    published_at: seed.status === 'draft' || !days ? null : new Date(today.getTime() + days[0] * 86_400_000),
  }));
}

/**
 * Makes every employer's `live_jobs_count` of these sites the count of its live jobs (decision
 * 0038): after the demo jobs are in, and whenever a count is doubted (one statement per call).
 */
export async function reconcileLiveJobCounts(db: Db, siteIds: readonly number[]) {
  if (!siteIds.length) return;
  await db
    .update(employers)
    .set({
      live_jobs_count: sql`(select count(*)::int from ${jobs} where ${jobs.employer_id} = ${employers.id} and ${jobs.status} = 'live')`,
    })
    .where(inArray(employers.site_id, [...siteIds]));
}
