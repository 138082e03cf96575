import { ProductPageSchema } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ApiListQuery } from '../../../lib/list-state';
import { settingsKeys } from './keys';

export type ProductPage = z.infer<typeof ProductPageSchema>;

/** GET /v1/site/products: one page of what the site's jobs are posted as (staff). */
export function getProducts(query: ApiListQuery, signal?: AbortSignal): Promise<ProductPage> {
  return apiRequest('/v1/site/products', ProductPageSchema, { query, signal });
}

export function useProducts(query: ApiListQuery) {
  return useQuery({
    queryKey: settingsKeys.productPage(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}
