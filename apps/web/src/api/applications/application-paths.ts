import type { ApplicationTab } from '@portal/contract';
import { useMemo } from 'react';
import { useResourcePaths } from '../../lib/resource/use-resource-paths';
import { filterParam } from '../../lib/list-state';

/**
 * The applications pages under the current /:account/:site: the list (`ofJob`: filtered to one
 * job, as the job's page links to it), `{uuid}/{tab}` (decision 0044; no tab: the overview) and a
 * job's pipeline board (`boardOf`, decision 0050).
 */
export function useApplicationPaths() {
  const paths = useResourcePaths<string>('applications');
  return useMemo(
    () => ({
      list: paths.list,
      detail: (uuid: string, tab?: ApplicationTab) =>
        tab === undefined ? paths.detail(uuid) : `${paths.detail(uuid)}/${tab}`,
      ofJob: (uuid: string) => `${paths.list}?${new URLSearchParams({ [filterParam('job')]: uuid }).toString()}`,
      boardOf: (uuid: string) => `${paths.list}/board?${new URLSearchParams({ job: uuid }).toString()}`,
    }),
    [paths],
  );
}
