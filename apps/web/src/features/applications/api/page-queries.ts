import type { Params } from 'react-router';
import { applicationsApi } from '../../../api/applications/application-resource';
import { applicationStagesQueryOptions } from '../../../api/application-stages/application-stages';
import { applicationStatusesQueryOptions } from './application-statuses';

/**
 * What the applications pages read first, for their route loaders (the manifest imports this on
 * demand): the list with its status and stage choices, or the application's header (its overview).
 */
export const applicationPages = {
  pageQueries: {
    list: (url: URL) => [
      ...applicationsApi.pageQueries.list(url),
      applicationStatusesQueryOptions,
      applicationStagesQueryOptions,
    ],
    detail: (params: Params) => [...applicationsApi.pageQueries.detail(params), applicationStagesQueryOptions],
    /** The board: the site's stages (its columns); each column asks for its own first page. */
    board: () => [applicationStagesQueryOptions],
  },
};
