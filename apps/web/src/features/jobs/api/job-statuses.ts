import { JOB_STATUSES, JobStatusesSchema, type JobStatus } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';

export const jobStatusesQueryOptions = queryOptions({
  queryKey: ['job-statuses'],
  queryFn: async ({ signal }) => (await apiRequest('/v1/job-statuses', JobStatusesSchema, { signal })).data,
  staleTime: Infinity,
});

const isStatus = (value: string): value is JobStatus => (JOB_STATUSES as readonly string[]).includes(value);

/** The status filter's choices: `GET /v1/job-statuses` in its order, each translated by its value. */
export function useJobStatusOptions() {
  const { t } = useTranslation();
  const statuses = useQuery(jobStatusesQueryOptions).data ?? [];
  return statuses.map(({ value, label }) => ({ value, label: isStatus(value) ? t(`jobs.status.${value}`) : label }));
}
