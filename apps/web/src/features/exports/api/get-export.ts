import { ExportDataSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ExportRecord = z.infer<typeof ExportDataSchema>['data'];

/** How often a pending export is asked about again. */
export const EXPORT_POLL_MS = 2000;

/**
 * GET /v1/exports/{id}: one of my exports. No scope headers: the mail link opens without a site
 * selected, and the export belongs to the requester, not to a site.
 */
export async function getExport(id: string, signal?: AbortSignal): Promise<ExportRecord> {
  const { data } = await apiRequest(`/v1/exports/${encodeURIComponent(id)}`, ExportDataSchema, {
    signal,
    scope: false,
  });
  return data;
}

export function exportQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['exports', id],
    queryFn: ({ signal }) => getExport(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? EXPORT_POLL_MS : false),
  });
}

export function useExport(id: string) {
  return useQuery(exportQueryOptions(id));
}
