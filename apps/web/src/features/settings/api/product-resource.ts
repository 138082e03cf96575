import { PRODUCT_RESOURCE } from '@portal/contract';
import { createResourceApi } from '../../../lib/resource/create-resource-api';
import { defineResource, uuidKey } from '../../../lib/resource/define-resource';

/**
 * Products on the kit (decision 0031): keyed by `uuid`, so rows have a stable key and can be
 * selected and (de)activated in bulk (decision 0034); edited with PATCH (an absent field keeps its value).
 */
export const productResource = defineResource(
  { name: 'products', path: '/v1/site/products', subject: 'pricing', key: uuidKey },
  PRODUCT_RESOURCE,
);

export const productsApi = createResourceApi(productResource, { update: 'PATCH' });
