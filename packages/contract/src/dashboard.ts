import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications.js';
import { CreditSalesSchema } from './credits.js';

/** Counts for the selected site; each feature adds its own keys (employers, employers_on_hold, …). */
export const DashboardSchema = z.object({
  data: z.object({
    site: z.object({ id: z.number().int(), name: z.string(), title: z.string() }),
    counts: z.record(z.string(), z.number().int()),
    /** Credits sold and revenue of the site's paid purchases, for users with `credits.read` at site level. */
    credit_sales: CreditSalesSchema.optional(),
    /**
     * Applications made in the last 30 days by their current status (every status, zero included),
     * for users who read applications: the site's, or an employer's own users their employer's.
     */
    applications_by_status: z.record(z.enum(APPLICATION_STATUSES), z.number().int()).optional(),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
