import { ProductDataSchema, type CreateProduct, type Product, type UpdateProduct } from '@portal/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation';
import { apiRequest } from '../../../lib/api-client';
import { productsApi } from './product-resource';

export type SaveProduct = { uuid: null; body: CreateProduct } | { uuid: string; body: UpdateProduct };

/** POST /v1/site/products or PATCH /v1/site/products/{uuid} (pricing.update); a name the site has is a 422. */
export async function saveProduct({ uuid, body }: SaveProduct): Promise<Product> {
  const { data } = await apiRequest(
    uuid === null ? '/v1/site/products' : `/v1/site/products/${encodeURIComponent(uuid)}`,
    ProductDataSchema,
    { method: uuid === null ? 'POST' : 'PATCH', body },
  );
  return data;
}

export function useSaveProduct() {
  return useRefreshingMutation(saveProduct, {
    onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: productsApi.keys.all }),
  });
}
