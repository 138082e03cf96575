import { TagRefListSchema, type TagRef } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { applicationsApi } from '../../../api/applications/application-resource';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshApplications } from './change-applications';

const base = applicationsApi.definition.path;

/** `PUT /v1/applications/{uuid}/tags`: the application's whole set of tags; answers the set kept. */
export async function setApplicationTags({ uuid, tags }: { uuid: string; tags: readonly TagRef[] }) {
  const body = { tag_ids: tags.map((tag) => tag.id) };
  const target = `${base}/${encodeURIComponent(uuid)}/tags`;
  return (await apiRequest(target, TagRefListSchema, { method: 'PUT', body })).data;
}

/** `POST /v1/applications/bulk/tags`: adds these tags to every application named (all or nothing). */
export async function tagApplications({ ids, tags }: { ids: readonly string[]; tags: readonly TagRef[] }) {
  await apiRequest(`${base}/bulk/tags`, undefined, {
    method: 'POST',
    body: { ids, tag_ids: tags.map((tag) => tag.id) },
  });
}

export function useSetApplicationTags() {
  return useMutation({ mutationFn: setApplicationTags, onSuccess: useRefreshApplications() });
}

export function useTagApplications() {
  return useMutation({ mutationFn: tagApplications, onSuccess: useRefreshApplications() });
}
