import type { Params } from 'react-router';
import { consultantsApi } from './consultant-resource';

// What the pages read first, for their route loaders (the feature's manifest.ts), which import this
// module on demand beside the page's code: the consultant schemas stay out of the entry chunk.
export const consultantListQueries = (url: URL) => consultantsApi.pageQueries.list(url);

/** One consultant, for the detail and edit pages (a malformed id is left to the page's not-found). */
export const consultantDetailQueries = (params: Params) => consultantsApi.pageQueries.detail(params);
