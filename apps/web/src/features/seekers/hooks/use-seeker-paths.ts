import type { SeekerTab } from '@portal/contract';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useResourcePaths } from '../../../lib/resource/use-resource-paths';

/** The seekers pages under the current /:account/:site: the list, a seeker's tab, and an application's page. */
export function useSeekerPaths() {
  const paths = useResourcePaths<string>('seekers');
  const { account = '', site = '' } = useParams();
  return useMemo(
    () => ({
      list: paths.list,
      detail: paths.detail,
      tab: (uuid: string, tab: SeekerTab) => `${paths.detail(uuid)}/${tab}`,
      application: (uuid: string) =>
        `/${encodeURIComponent(account)}/${encodeURIComponent(site)}/applications/${encodeURIComponent(uuid)}`,
    }),
    [paths, account, site],
  );
}
