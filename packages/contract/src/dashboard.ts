import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications.js';
import { CreditSalesSchema, IsoDateSchema } from './credits.js';
import { JOB_STATUSES } from './jobs.js';

/** How many whole UTC days (today included) the dashboard's trends cover. */
export const DASHBOARD_TREND_DAYS = 30;

const countsBy = <T extends readonly [string, ...string[]]>(values: T) => z.record(z.enum(values), z.number().int());

/** One UTC day of the applications trend: how many applied that day, by their current status. */
export const ApplicationsDaySchema = z.object({ day: IsoDateSchema, counts: countsBy(APPLICATION_STATUSES) });
export type ApplicationsDay = z.infer<typeof ApplicationsDaySchema>;

/** One UTC day of the credit sales trend: credits of the purchases paid that day. */
export const CreditsDaySchema = z.object({ day: IsoDateSchema, credits: z.number().int() });
export type CreditsDay = z.infer<typeof CreditsDaySchema>;

/** Counts for the selected site; each feature adds its own keys (employers, employers_on_hold, …). */
export const DashboardSchema = z.object({
  data: z.object({
    site: z.object({ id: z.number().int(), name: z.string(), title: z.string() }),
    counts: z.record(z.string(), z.number().int()),
    /** Credits sold and revenue of the site's paid purchases, for users with `credits.read` at site level. */
    credit_sales: CreditSalesSchema.optional(),
    /** Credits sold per day over the last 30 UTC days (oldest first, zero days included), beside `credit_sales`. */
    credits_by_day: z.array(CreditsDaySchema).optional(),
    /**
     * Applications made in the last 30 days by their current status (every status, zero included),
     * for users who read applications: the site's, or an employer's own users their employer's.
     */
    applications_by_status: z.record(z.enum(APPLICATION_STATUSES), z.number().int()).optional(),
    /** The same applications per UTC day (oldest first, every day and status present). */
    applications_by_day: z.array(ApplicationsDaySchema).optional(),
    /** Every job of the site (or of the employer, for its own users) by status, zero included. */
    jobs_by_status: countsBy(JOB_STATUSES).optional(),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
