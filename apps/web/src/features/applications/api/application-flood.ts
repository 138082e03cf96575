import {
  ApplicationFloodPreviewSchema,
  PurgedApplicationsSchema,
  type ApplicationFlood,
  type PurgeApplications,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { applicationsApi } from '../../../api/applications/application-resource';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshApplications } from './change-applications';

const base = applicationsApi.definition.path;

/** `GET /v1/applications/flood`: what a purge of one address's or one window's applications would delete. */
export async function previewFlood(selection: ApplicationFlood) {
  return (await apiRequest(`${base}/flood`, ApplicationFloodPreviewSchema, { query: { ...selection } })).data;
}

/** `POST /v1/applications/purge`: deletes them with their files, given the count previewed (409 when it changed). */
export async function purgeFlood(body: PurgeApplications) {
  return (await apiRequest(`${base}/purge`, PurgedApplicationsSchema, { method: 'POST', body })).data;
}

export const usePreviewFlood = () => useMutation({ mutationFn: previewFlood });

export function usePurgeFlood() {
  return useMutation({ mutationFn: purgeFlood, onSuccess: useRefreshApplications() });
}
