import { useMemo } from 'react';
import { useResourcePaths } from '../../../lib/resource/use-resource-paths';

/** The query parameter naming the job on the edit page: `jobs/edit?job=<uuid>` (decision 0039). */
export const JOB_PARAM = 'job';

/**
 * The jobs pages under the current /:account/:site: the list, `create`, `{uuid}` and the spec's
 * `jobs/edit`, which names its job in the query, optionally at a wizard step.
 */
export function useJobPaths() {
  const paths = useResourcePaths<string>('jobs');
  return useMemo(
    () => ({
      ...paths,
      editPathname: `${paths.list}/edit`,
      edit: (uuid: string, step?: string) => {
        const search = new URLSearchParams({ [JOB_PARAM]: uuid });
        if (step) search.set('step', step);
        return `${paths.list}/edit?${search.toString()}`;
      },
    }),
    [paths],
  );
}
