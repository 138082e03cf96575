import { z } from 'zod';
import { dataOf } from './list.js';

/** Background exports. */
export const ExportSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  row_count: z.number().int().nullable(),
  created_at: z.string(),
});
export const ExportDataSchema = dataOf(ExportSchema);
export const ExportParamsSchema = z.object({ id: z.uuid() });
