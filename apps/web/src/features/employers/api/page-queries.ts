import { employersApi } from './employer-resource';
import { ON_HOLD_VIEW } from '../../../lib/resource/create-resource-api';

// What the list pages read first, for their route loaders (the feature's manifest.ts), which import
// this module on demand beside the page's code: the employer schemas stay out of the entry chunk.
export const employerListQueries = (url: URL) => employersApi.pageQueries.list(url);

/** The on-hold queue: GET /v1/employers/on-hold, its one status not a filter. */
export const employerHoldQueries = (url: URL) => employersApi.pageQueries.list(url, ON_HOLD_VIEW);
