import { ExportDataSchema } from '@portal/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type ExportRecord = z.infer<typeof ExportDataSchema>['data'];

/** POST /v1/consultants/export: queues a CSV of the filtered list; the requester is mailed a link. */
export async function exportConsultants(body: Record<string, unknown>): Promise<ExportRecord> {
  const { data } = await apiRequest('/v1/consultants/export', ExportDataSchema, { method: 'POST', body });
  return data;
}
