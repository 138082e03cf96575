import type { Params } from 'react-router';
import { parseListState, toApiQuery } from '../../../lib/list-state';
import { consultantQueryOptions } from './get-consultant';
import { consultantsQueryOptions } from './get-consultants';
import { consultantList } from './list-query';

/**
 * What the consultant pages read first, for their route loaders (the feature's manifest.ts), which
 * import this module on demand beside the page's code: the consultant schemas stay out of the
 * entry chunk.
 */
export function consultantListQueries(url: URL) {
  return [consultantsQueryOptions(toApiQuery(parseListState(consultantList, url.searchParams)))];
}

/** One consultant, for the detail and edit pages (a malformed id is left to the page's not-found). */
export function consultantDetailQueries(params: Params) {
  return params.id && /^\d{1,10}$/.test(params.id) ? [consultantQueryOptions(Number(params.id))] : [];
}
