import type { Params } from 'react-router';
import { fieldOptionsQueryOptions } from '../../../lib/field-options';
import { seekerTagChoicesOptions } from './filter-choices';
import { seekersApi } from './seeker-resource';

/**
 * What the seekers pages read first, for their route loaders (the manifest imports this on demand,
 * so the seeker schemas stay out of the entry chunk): the list with its filters' choices, or the record.
 */
export const seekerPages = {
  pageQueries: {
    list: (url: URL) => [...seekersApi.pageQueries.list(url), fieldOptionsQueryOptions, seekerTagChoicesOptions],
    detail: (params: Params) => [...seekersApi.pageQueries.detail(params), fieldOptionsQueryOptions],
  },
};
