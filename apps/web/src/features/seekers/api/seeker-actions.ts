import { SeekerPasswordResetSchema, type TagRef } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import { seekersApi } from './seeker-resource';

const seekerPath = (uuid: string) => `/v1/seekers/${encodeURIComponent(uuid)}`;

/** PUT /v1/seekers/{uuid}/tags: the seeker's whole set of tags; the seeker and its lists refresh. */
export function useSetSeekerTags(uuid: string) {
  return useRefreshingMutation(
    (tags: TagRef[]) =>
      apiRequest(`${seekerPath(uuid)}/tags`, undefined, {
        method: 'PUT',
        body: { tag_ids: tags.map((tag) => tag.id) },
      }),
    {
      onSettled: (queryClient) => queryClient.invalidateQueries({ queryKey: seekersApi.keys.all }),
    },
  );
}

/** POST /v1/seekers/{uuid}/reset-password: mails the seeker a link to choose a new password. */
export function useResetSeekerPassword(uuid: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${seekerPath(uuid)}/reset-password`, SeekerPasswordResetSchema, { method: 'POST' }),
  });
}
