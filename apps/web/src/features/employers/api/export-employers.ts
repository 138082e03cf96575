import { ExportDataSchema, type ExportEmployers } from '@portal/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type ExportRecord = z.infer<typeof ExportDataSchema>['data'];

/** POST /v1/employers/export: queues a CSV of the filtered list; the requester is mailed a link. */
export async function exportEmployers(body: ExportEmployers): Promise<ExportRecord> {
  const { data } = await apiRequest('/v1/employers/export', ExportDataSchema, { method: 'POST', body });
  return data;
}
