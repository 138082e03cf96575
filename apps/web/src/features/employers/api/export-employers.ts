import { ExportDataSchema, type EmployerStatus, type EmployerType } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ExportRecord = z.infer<typeof ExportDataSchema>['data'];

export interface ExportEmployersBody {
  search?: string;
  sort?: string;
  filter: { type?: EmployerType; status?: EmployerStatus; industry?: string };
}

/** POST /v1/employers/export: queues a CSV of the filtered list; the requester is mailed a link. */
export async function exportEmployers(body: ExportEmployersBody): Promise<ExportRecord> {
  const { data } = await apiRequest('/v1/employers/export', ExportDataSchema, { method: 'POST', body });
  return data;
}

export function useExportEmployers() {
  return useMutation({ mutationFn: exportEmployers });
}
