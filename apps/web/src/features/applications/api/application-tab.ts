import { APPLICATION_TAB_SCHEMAS, dataOf } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { applicationsApi } from '../../../api/applications/application-resource';
import { apiRequest } from '../../../lib/api-client';

/** The tabs read from `GET /v1/applications/{uuid}/{tab}` beside the overview (the page's own record). */
export type DataTab = 'resume' | 'documents' | 'activity';

export const applicationTabQueryOptions = <T extends DataTab>(uuid: string, tab: T) =>
  queryOptions({
    // Under the application's detail key, so a status change refreshes its activity too.
    queryKey: [...applicationsApi.keys.detail(uuid), tab],
    queryFn: async ({ signal }) => {
      const path = `${applicationsApi.definition.path}/${encodeURIComponent(uuid)}/${tab}`;
      return (await apiRequest(path, dataOf(APPLICATION_TAB_SCHEMAS[tab]), { signal })).data;
    },
  });

export const useApplicationTab = <T extends DataTab>(uuid: string, tab: T) =>
  useQuery(applicationTabQueryOptions(uuid, tab));
