import { MESSAGES } from '@portal/contract';
import { HttpError, invalid } from '../../lib/http-error.js';

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` day (UTC) `days` after `day`. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today, as the `YYYY-MM-DD` day (UTC) advert dates are compared with. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The advert period a job is published with (decision 0038): it starts on its start date, or
 * today when it has none or the day has passed; it ends on its end date, or after the product's
 * duration. An end before the start, or past the product's duration, is a 422 on `advert_end_date`.
 */
export function advertPeriod(
  job: { advert_start_date: string | null; advert_end_date: string | null },
  durationDays: number,
  now = new Date(),
) {
  const first = today(now);
  const start = job.advert_start_date && job.advert_start_date > first ? job.advert_start_date : first;
  const last = addDays(start, durationDays);
  const end = job.advert_end_date ?? last;
  if (end < start || end > last) throw invalid({ advert_end_date: [MESSAGES.invalid] });
  return { advert_start_date: start, advert_end_date: end };
}

/**
 * `advertPeriod`, its refusal added to `errors` instead of thrown, so a publish or a resubmission
 * reports every missing field at once (decision 0065); undefined when refused.
 */
export function advertPeriodInto(
  job: { advert_start_date: string | null; advert_end_date: string | null },
  durationDays: number,
  errors: Record<string, string[]>,
) {
  try {
    return advertPeriod(job, durationDays);
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error;
    Object.assign(errors, error.errors);
    return undefined;
  }
}
