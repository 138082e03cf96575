import { CreditActionsSchema, PRODUCT_RESOURCE, type Action } from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { siteRight } from '../access/index.js';
import { creditRight, PRICING_UPDATE } from '../credits/index.js';
import * as service from './service.js';

/** Products are the site's: staff who read credits list them, pricing editors change them (decision 0018). */
const right = (action: Action) => (action === 'read' ? siteRight('read', 'credits') : PRICING_UPDATE);

/** What a job is posted as, per site, addressed by uuid: staff manage them; everyone who reads credits sees the active ones. */
export const productRoutes = moduleRoutes('products', async (app, { deps, doc, resource }) => {
  resource('/v1/site/products', PRODUCT_RESOURCE, {
    key: 'uuid',
    right,
    list: { summary: "The site's products (staff)", handler: service.listProducts },
    create: { summary: 'Add a product', handler: service.createProduct },
    update: {
      summary: 'Change a product (absent fields keep their value); `active: false` withdraws it',
      method: 'PATCH',
      handler: service.updateProduct,
    },
    delete: {
      summary: 'Delete a product no job was posted as (deactivate a used one)',
      conflict: true,
      handler: service.deleteProduct,
    },
    transitions: {
      summaries: {
        activate: 'Offer products again for new jobs',
        deactivate: 'Withdraw products from new jobs (reversible; posted jobs keep theirs)',
      },
      handler: service.changeStatus,
    },
  });

  app.get('/v1/credit/credit-actions', {
    ...doc(creditRight('read'), 'What credits can be spent on (the active products) and at what cost', {
      response: CreditActionsSchema,
    }),
    handler: async (request) => ({ data: await service.listCreditActions(deps, request.reach) }),
  });
});
