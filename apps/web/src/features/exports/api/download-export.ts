import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download may be cancelled.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

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
