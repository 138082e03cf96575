import { SeekerErasedSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { seekersApi } from './seeker-resource';

const seekerPath = (uuid: string) => `/v1/seekers/${encodeURIComponent(uuid)}`;

/** GET /v1/seekers/{uuid}/data-export: the candidate's archive (a zip), saved as the server names it. */
export async function downloadSeekerArchive(uuid: string, profileId: string): Promise<void> {
  const { blob, filename } = await apiDownload(`${seekerPath(uuid)}/data-export`);
  saveBlob(blob, filename ?? `candidate-${profileId}.zip`);
}

/** POST /v1/seekers/{uuid}/erase: the candidate becomes an anonymous record; the seeker and its lists refresh. */
export function useEraseSeeker(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${seekerPath(uuid)}/erase`, SeekerErasedSchema, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: seekersApi.keys.all }),
  });
}
