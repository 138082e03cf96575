import { apiDownload } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';

/**
 * A private file's bytes (`GET /v1/files/{uuid}/content`, the site's members only): through the API
 * client, since the bearer header cannot ride on a plain link or an <iframe>'s src.
 */
export const fileContent = (uuid: string, signal?: AbortSignal) =>
  apiDownload(`/v1/files/${encodeURIComponent(uuid)}/content`, { signal });

/** Fetches a file and hands it to the browser as a download under its stored name. */
export async function downloadFile(uuid: string, name: string): Promise<void> {
  const { blob, filename } = await fileContent(uuid);
  saveBlob(blob, filename ?? name);
}
