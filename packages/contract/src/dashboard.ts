import { z } from 'zod';

/** Counts for the selected site; each feature adds its own keys (employers, employers_on_hold, …). */
export const DashboardSchema = z.object({
  data: z.object({
    site: z.object({ id: z.number().int(), name: z.string(), title: z.string() }),
    counts: z.record(z.string(), z.number().int()),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
