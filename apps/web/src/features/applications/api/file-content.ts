import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiDownload } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/**
 * A private file's bytes (`GET /v1/files/{uuid}/content`, the site's members only): through the API
 * client, since the bearer header cannot ride on a plain link or an <iframe>'s src.
 */
const fileContent = (uuid: string, signal?: AbortSignal) =>
  apiDownload(`/v1/files/${encodeURIComponent(uuid)}/content`, { signal });

/** The file as an object URL for an in-page viewer and its download link; revoked when left. */
export function useFileUrl(uuid: string) {
  const blob = useQuery({
    queryKey: ['files', 'content', uuid],
    queryFn: async ({ signal }) => (await fileContent(uuid, signal)).blob,
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return undefined;
    const next = URL.createObjectURL(blob.data);
    // An object URL is a resource outside React: made with the blob shown and revoked with it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
    };
  }, [blob.data]);
  return { url, isError: blob.isError };
}

/** Fetches a file and hands it to the browser as a download under its stored name. */
export async function downloadFile(uuid: string, name: string): Promise<void> {
  const { blob, filename } = await fileContent(uuid);
  saveBlob(blob, filename ?? name);
}
