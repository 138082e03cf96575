import { MESSAGES, type EmployerStatus } from '@portal/contract';
import { conflict } from '../../lib/http-error.js';
import { today } from './advert-dates.js';

/** A disabled, rejected or held employer's jobs stay off the site, whoever moves them (409). */
export function refuseInactiveEmployer(employer: { status: EmployerStatus }): void {
  if (employer.status !== 'active') throw conflict(MESSAGES.employerNotActive);
}

/**
 * What approve and relist need before a job goes live: an active employer and an advert that has
 * not ended (the sweep would expire it at once, so a 409 says to clone it instead). Publish checks
 * the employer here and the dates through `advertPeriod`.
 */
export function refuseGoingLive(
  record: { job: { advert_end_date: string | null }; employer: { status: EmployerStatus } },
  now = new Date(),
): void {
  refuseInactiveEmployer(record.employer);
  const end = record.job.advert_end_date;
  if (end !== null && end < today(now)) throw conflict(MESSAGES.advertEnded);
}
