import {
  CreateProductSchema,
  CreditActionsSchema,
  PRODUCT_TRANSITIONS,
  ProductDataSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  UpdateProductSchema,
  type Action,
} from '@portal/contract';
import { resourceRoutes } from '../../lib/resource/define-resource.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { siteRight } from '../access/index.js';
import { creditRight, PRICING_UPDATE } from '../credits/index.js';
import * as service from './service.js';

/** Products are the site's: staff who read credits list them, pricing editors change them (decision 0018). */
const right = (action: Action) => (action === 'read' ? siteRight('read', 'credits') : PRICING_UPDATE);

/** What a job is posted as, per site, addressed by uuid: staff manage them; everyone who reads credits sees the active ones. */
export const productRoutes = moduleRoutes('products', async (app, { deps, doc, tags }) => {
  const routes = resourceRoutes(deps, {
    path: '/v1/site/products',
    tags,
    key: 'uuid',
    right,
    list: {
      summary: "The site's products (staff)",
      query: ProductListQuerySchema,
      response: ProductPageSchema,
      handler: service.listProducts,
    },
    create: {
      summary: 'Add a product',
      body: CreateProductSchema,
      response: ProductDataSchema,
      handler: service.createProduct,
    },
    update: {
      summary: 'Change a product (absent fields keep their value); `active: false` withdraws it',
      method: 'PATCH',
      body: UpdateProductSchema,
      response: ProductDataSchema,
      handler: service.updateProduct,
    },
    delete: {
      summary: 'Delete a product no job was posted as (deactivate a used one)',
      conflict: true,
      handler: service.deleteProduct,
    },
    transitions: {
      table: PRODUCT_TRANSITIONS,
      summaries: {
        activate: 'Offer products again for new jobs',
        deactivate: 'Withdraw products from new jobs (reversible; posted jobs keep theirs)',
      },
      handler: service.changeStatus,
    },
  });
  for (const route of routes) app.route(route);

  app.get('/v1/credit/credit-actions', {
    ...doc(creditRight('read'), 'What credits can be spent on (the active products) and at what cost', {
      response: CreditActionsSchema,
    }),
    handler: async (request) => ({ data: await service.listCreditActions(deps, request.reach) }),
  });
});
