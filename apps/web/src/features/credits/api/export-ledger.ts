import { ExportDataSchema, type ExportCreditLedger } from '@portal/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type ExportRecord = z.infer<typeof ExportDataSchema>['data'];

/** POST /v1/credit/ledgers/export: a CSV of the filtered history of the employer in scope, mailed when ready. */
export async function exportLedger(body: ExportCreditLedger): Promise<ExportRecord> {
  const { data } = await apiRequest('/v1/credit/ledgers/export', ExportDataSchema, { method: 'POST', body });
  return data;
}
