import { JobAverageRatingSchema, JobFeedbackPageSchema } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobsApi } from './job-resource';

/** Feedback shown per page on the job's page. */
const JOB_FEEDBACK_PER_PAGE = 10;
const feedbackPath = (uuid: string) => `/v1/site/job-feedbacks/${encodeURIComponent(uuid)}`;

/** GET /v1/site/job-feedbacks/{uuid}/average-rating: the average (null: none left), how many, how many recommend. */
export const jobAverageRatingOptions = (uuid: string) =>
  queryOptions({
    queryKey: [...jobsApi.keys.detail(uuid), 'feedback', 'average'],
    queryFn: async ({ signal }) =>
      (await apiRequest(`${feedbackPath(uuid)}/average-rating`, JobAverageRatingSchema, { signal })).data,
  });

/** GET /v1/site/job-feedbacks/{uuid}: candidates' feedback on the job, newest first, a page at a time. */
export const jobFeedbackOptions = (uuid: string, page: number) =>
  queryOptions({
    queryKey: [...jobsApi.keys.detail(uuid), 'feedback', { page }],
    queryFn: ({ signal }) =>
      apiRequest(feedbackPath(uuid), JobFeedbackPageSchema, {
        query: { page, per_page: JOB_FEEDBACK_PER_PAGE, sort: '-created_at' },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useJobAverageRating = (uuid: string) => useQuery(jobAverageRatingOptions(uuid));
export const useJobFeedback = (uuid: string, page: number) => useQuery(jobFeedbackOptions(uuid, page));
