import { z } from 'zod';

/** GET /healthz: liveness and readiness (the database answers). */
export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });
export type Health = z.infer<typeof HealthSchema>;
