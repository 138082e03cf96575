import {
  ApplicationActivitySchema,
  ApplicationDocumentsSchema,
  ApplicationResumeSchema,
  dataOf,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { applicationsApi } from '../../../api/applications/application-resource';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /v1/applications/{uuid}/{tab}` for the tabs read beside the overview (the page's own
 * record), under the application's detail key so that a status change refreshes its activity too.
 */
function useTab<T>(uuid: string, tab: string, schema: z.ZodType<{ data: T }>) {
  return useQuery({
    queryKey: [...applicationsApi.keys.detail(uuid), tab],
    queryFn: async ({ signal }) => {
      const path = `${applicationsApi.definition.path}/${encodeURIComponent(uuid)}/${tab}`;
      return (await apiRequest(path, schema, { signal })).data;
    },
  });
}

const RESUME = dataOf(ApplicationResumeSchema);
const DOCUMENTS = dataOf(ApplicationDocumentsSchema);
const ACTIVITY = dataOf(ApplicationActivitySchema);

export const useApplicationResume = (uuid: string) => useTab(uuid, 'resume', RESUME);
export const useApplicationDocuments = (uuid: string) => useTab(uuid, 'documents', DOCUMENTS);
export const useApplicationActivity = (uuid: string) => useTab(uuid, 'activity', ACTIVITY);
