import {
  CreatePurchaseResultSchema,
  CreatePurchaseSchema,
  CreditBalanceDataSchema,
  CreditGrantResultSchema,
  CREDIT_LEDGER_RESOURCE,
  CreditPriceDataSchema,
  CreditPurchaseDetailDataSchema,
  GrantCreditsSchema,
  IdempotencyKeyHeadersSchema,
  MessageSchema,
  PreviewCreditPurchaseSchema,
  PurchaseUuidParamsSchema,
} from '@portal/contract';
import { IDEMPOTENT_CREATE, sendCreated } from '../../lib/resource/idempotent.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { siteRight } from '../access/index.js';
import { hostLink } from '../branding/index.js';
import { exportRoute } from '../exports/index.js';
import { creditEmployerId, creditRight } from './access.js';
import { priceOnSite } from './pricing-service.js';
import { createPurchase, getPurchase } from './purchase-service.js';
import * as service from './service.js';

/** An employer's balance, ledger, grants and purchases (decision 0018). */
export const creditRoutes = moduleRoutes('credits', async (app, { deps, doc, tags }) => {
  app.get('/v1/credit/balance', {
    ...doc(creditRight('read'), "The selected employer's credit balance and the site's unit price", {
      response: CreditBalanceDataSchema,
    }),
    handler: async (request) => {
      const { reach } = request;
      return { data: await service.getBalance(deps, reach, creditEmployerId(request.access, reach)) };
    },
  });

  app.get('/v1/credit/ledgers', {
    ...doc(creditRight('read'), "The selected employer's ledger: every credit moved, newest first", {
      querystring: CREDIT_LEDGER_RESOURCE.query,
      response: CREDIT_LEDGER_RESOURCE.page,
    }),
    handler: async (request) => {
      const { reach } = request;
      return service.listLedger(deps, reach, creditEmployerId(request.access, reach), request.query);
    },
  });

  const ledger = { path: '/v1/credit/ledgers', tags, right: creditRight, schemas: CREDIT_LEDGER_RESOURCE };
  app.route(
    exportRoute(deps, ledger, {
      kind: 'credit-ledger',
      summary: "Export the selected employer's filtered ledger to CSV in the background",
      params: async ({ access, reach }) => ({
        employer_id: (await service.employerInReach(deps.db, reach, creditEmployerId(access, reach))).id,
      }),
    }),
  );

  app.post('/v1/credit/grants', {
    ...doc(siteRight('grant', 'credits'), 'Grant or revoke credits of the selected employer, with a reason (staff)', {
      ...IDEMPOTENT_CREATE,
      body: GrantCreditsSchema,
      response: { 201: CreditGrantResultSchema, ...errorResponses },
    }),
    // A grant retried after a lost answer must not move the credits twice (decision 0059).
    handler: (request, reply) =>
      sendCreated(deps, request, reply, 201, async (inTransaction) => {
        // A site right: an employer membership never grants, whatever its entries say.
        const { reach } = request;
        const actor = await service.actorOf(inTransaction.db, request.user);
        const employerId = creditEmployerId(request.access, reach);
        return { data: await service.grantCredits(inTransaction, reach, employerId, actor, request.body) };
      }),
  });

  app.post('/v1/credit/purchase/preview', {
    ...doc(creditRight('read'), 'What a number of credits costs now: cost per credit, subtotal, discount, total', {
      body: PreviewCreditPurchaseSchema,
      response: CreditPriceDataSchema,
    }),
    handler: async (request) => {
      const { reach } = request;
      return { data: await priceOnSite(deps.db, reach.siteId, request.body.quantity) };
    },
  });

  app.post('/v1/credit/purchases', {
    ...doc(
      creditRight('create'),
      'Buy credits for the selected employer: answers the checkout to send the browser to',
      {
        description:
          'Needs an Idempotency-Key header (8 to 200 characters): a retry with the same key answers the first purchase (200).',
        headers: IdempotencyKeyHeadersSchema,
        body: CreatePurchaseSchema,
        response: {
          200: CreatePurchaseResultSchema,
          201: CreatePurchaseResultSchema,
          503: MessageSchema,
          ...errorResponses,
        },
      },
    ),
    handler: async (request, reply) => {
      const { reach } = request;
      const actor = await service.actorOf(deps.db, request.user);
      const { base } = await hostLink(deps, request.enterpriseId, request.hostname);
      const { created, ...data } = await createPurchase(deps, reach, creditEmployerId(request.access, reach), actor, {
        quantity: request.body.quantity,
        idempotencyKey: request.headers['idempotency-key'],
        returnBase: base,
      });
      return reply.status(created ? 201 : 200).send({ data });
    },
  });

  app.get('/v1/credit/purchases/:uuid', {
    ...doc(creditRight('read'), "A purchase's status and figures, with the employer's current balance", {
      params: PurchaseUuidParamsSchema,
      response: CreditPurchaseDetailDataSchema,
    }),
    handler: async (request) => {
      const { reach } = request;
      return { data: await getPurchase(deps, reach, request.access.scope.employerId, request.params.uuid) };
    },
  });
});
