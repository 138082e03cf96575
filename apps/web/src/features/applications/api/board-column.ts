import { ApplicationPageSchema } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { applicationsApi } from '../../../api/applications/application-resource';
import { apiRequest } from '../../../lib/api-client';

/** Cards a column loads at a time ("Load more" asks for the next page). */
export const BOARD_PAGE_SIZE = 50;

/**
 * One column of a job's pipeline board: `GET /v1/applications` with `filter[job]` and the column's
 * stage (`filter[staged]=false` for "No stage"), newest first, 50 a page — never the whole job at
 * once. Kept under the applications list keys, so a status or stage change refreshes it.
 */
export function boardColumnQuery(job: string, stage: string | null) {
  return infiniteQueryOptions({
    queryKey: [...applicationsApi.keys.lists, 'board', job, stage],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(applicationsApi.definition.path, ApplicationPageSchema, {
        query: {
          'filter[job]': job,
          ...(stage === null ? { 'filter[staged]': 'false' } : { 'filter[stage]': stage }),
          sort: '-applied_at',
          per_page: BOARD_PAGE_SIZE,
          page: pageParam,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.current_page < meta.last_page ? meta.current_page + 1 : undefined),
  });
}

export function useBoardColumn(job: string, stage: string | null) {
  return useInfiniteQuery(boardColumnQuery(job, stage));
}
