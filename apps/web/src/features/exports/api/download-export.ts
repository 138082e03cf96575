import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/**
 * GET /v1/exports/{id}/download through the API client: the bearer header cannot ride on a plain
 * link. 404 for anyone but the requester, 409 while the file is not ready.
 */
export async function downloadExport(id: string): Promise<void> {
  const { blob, filename } = await apiDownload(`/v1/exports/${encodeURIComponent(id)}/download`, { scope: false });
  saveBlob(blob, filename ?? `export-${id}.csv`);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
