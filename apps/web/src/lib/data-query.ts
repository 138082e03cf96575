import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * A query of one GET answered `{data}` (a site's settings, its option lists, a balance): its key,
 * and the request, cancelled with the query, unwrapped to its `data`. What else the query needs goes
 * beside it: `queryOptions({ ...dataQuery(key, path, schema), staleTime: Infinity })`.
 */
export function dataQuery<K extends QueryKey, T>(queryKey: K, path: string, schema: z.ZodType<{ data: T }>) {
  return {
    queryKey,
    queryFn: async ({ signal }: QueryFunctionContext<K>): Promise<T> =>
      (await apiRequest(path, schema, { signal })).data,
  };
}
