import type { Params } from 'react-router';
import { ON_HOLD_VIEW } from '../../../lib/resource/create-resource-api';
import { uuidKey } from '../../../lib/resource/define-resource';
import { fieldOptionsQueryOptions } from '../../../lib/field-options';
import { jobsApi } from './job-resource';
import { jobStatusesQueryOptions } from './job-statuses';

/**
 * What the jobs pages read first, for their route loaders (manifest.ts imports this on demand, so
 * the job schemas stay out of the entry chunk): the list with its filters' choices, or the record.
 */
export const jobPages = {
  pageQueries: {
    list: (url: URL) => [...jobsApi.pageQueries.list(url), jobStatusesQueryOptions, fieldOptionsQueryOptions],
    /** `jobs/hold`: the on-hold queue (its status fixed, so no status filter in the URL). */
    hold: (url: URL) => [...jobsApi.pageQueries.list(url, ON_HOLD_VIEW), fieldOptionsQueryOptions],
    detail: (params: Params) => [...jobsApi.pageQueries.detail(params), fieldOptionsQueryOptions],
    /** `jobs/edit?job={uuid}`: the draft the wizard resumes, and the option lists its selects offer. */
    edit: (url: URL) => {
      const key = uuidKey.parse(url.searchParams.get('job') ?? undefined);
      return [...(key === null ? [] : [jobsApi.detailOptions(key)]), fieldOptionsQueryOptions];
    },
  },
};
