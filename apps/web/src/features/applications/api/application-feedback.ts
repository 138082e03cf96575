import {
  ApplicationFeedbackDataSchema,
  ApplicationFeedbackListSchema,
  type CreateApplicationFeedbackSchema,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import type { z } from 'zod';
import { applicationsApi } from '../../../api/applications/application-resource';
import { apiRequest } from '../../../lib/api-client';

const pathOf = (uuid: string) =>
  `${applicationsApi.definition.path}/${encodeURIComponent(uuid)}/seeker-application-feedback`;
const keyOf = (uuid: string) => [...applicationsApi.keys.detail(uuid), 'feedback'];

/** `GET /v1/applications/{uuid}/seeker-application-feedback`: the recruiters' notes on the application. */
export function useApplicationFeedback(uuid: string) {
  return useQuery({
    queryKey: keyOf(uuid),
    queryFn: async ({ signal }) => (await apiRequest(pathOf(uuid), ApplicationFeedbackListSchema, { signal })).data,
  });
}

/** `POST …/seeker-application-feedback`: a rating 1–5 and comments, by the signed-in user. */
export function useLeaveFeedback(uuid: string) {
  return useRefreshingMutation(
    async (body: z.input<typeof CreateApplicationFeedbackSchema>) =>
      (await apiRequest(pathOf(uuid), ApplicationFeedbackDataSchema, { method: 'POST', body, idempotent: true })).data,
    {
      onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: keyOf(uuid) }),
    },
  );
}
