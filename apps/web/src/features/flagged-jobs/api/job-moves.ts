import { BulkResultSchema, JOB_STATUSES, JOB_TRANSITIONS, type JobStatus } from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { invalidateAll } from '../../../lib/query-client';
import { apiRequest } from '../../../lib/api-client';
import { flaggedJobsApi } from './flagged-job-resource';

/** The job's own moves a flagged job offers (decision 0038's table, its rights and starts). */
export const FLAGGED_JOB_MOVES = { unlist: JOB_TRANSITIONS.unlist, expire: JOB_TRANSITIONS.expire };
export type FlaggedJobMove = keyof typeof FLAGGED_JOB_MOVES;

/** The row's job status as the jobs' table reads it (null: a status this page does not know). */
export const jobStatusOf = (status: string): JobStatus | null =>
  (JOB_STATUSES as readonly string[]).includes(status) ? (status as JobStatus) : null;

/**
 * `POST /v1/jobs/{uuid}/unlist|expire`: the job's own routes, as on the job's page. The flagged list,
 * the jobs and the dashboard refresh (an expired job leaves the live counts).
 */
export function useFlaggedJobMove() {
  return useRefreshingMutation(
    async ({ transition, ids }: { transition: FlaggedJobMove; ids: readonly string[] }) => {
      const [uuid = ''] = ids;
      const path = `/v1/jobs/${encodeURIComponent(uuid)}/${transition}`;
      return (await apiRequest(path, BulkResultSchema, { method: 'POST', body: {} })).data.updated;
    },
    {
      onSettled: (queryClient) => invalidateAll(queryClient, [flaggedJobsApi.keys.all, ['jobs'], ['dashboard']]),
    },
  );
}
