import { MESSAGES, priceCredits, type CreditLedgerEntry, type CreditPurchase } from '@portal/contract';
import { vi } from 'vitest';
import { jsonResponse, requestJson, requestUrl } from '../../../testing/render';

/** The demo site's pricing (decision 0018): 25.00 EUR a credit, tiers from 10 credits. */
export const PRICING = {
  unit_price_minor: 2500,
  currency: 'EUR',
  presets: [5, 10, 25, 50, 100],
  tiers: [
    { id: 1, min_quantity: 10, percent_off: 5 },
    { id: 2, min_quantity: 25, percent_off: 10 },
    { id: 3, min_quantity: 50, percent_off: 15 },
  ],
  payments: { available: true, test_money: false },
};

export const BAKERY = { id: 7, name: 'Acme Bakery' };

export const LEDGER: CreditLedgerEntry[] = [
  {
    uuid: '6f1f7f9e-0000-4000-8000-000000000002',
    created_at: '2026-11-20T09:30:00.000Z',
    delta: -2,
    kind: 'revoke',
    reason: 'Duplicate welcome credits corrected',
    job_uuid: null,
    balance_after: 8,
    user: { id: 4, name: 'Eve Employer' },
    impersonator: { id: 2, name: 'Ada Admin' },
  },
  {
    uuid: '6f1f7f9e-0000-4000-8000-000000000001',
    created_at: '2026-11-10T09:30:00.000Z',
    delta: 10,
    kind: 'grant',
    reason: 'Welcome credits',
    job_uuid: null,
    balance_after: 10,
    user: { id: 2, name: 'Ada Admin' },
    impersonator: null,
  },
];

export const PURCHASE_UUID = '0d2b8c44-5a6e-4f4e-9a51-3c1f5b7e9a10';

/** A purchase of `quantity` credits for Acme Bakery, priced as the API prices it. */
export function purchaseOf(quantity: number, status: CreditPurchase['status'] = 'pending'): CreditPurchase {
  const price = priceCredits(
    { unitPriceMinor: PRICING.unit_price_minor, currency: PRICING.currency, tiers: PRICING.tiers },
    quantity,
  );
  return {
    uuid: PURCHASE_UUID,
    status,
    employer: BAKERY,
    quantity,
    unit_price_minor: price.unit_price_minor,
    percent_off: price.percent_off,
    cost_per_credit_minor: price.cost_per_credit_minor,
    subtotal_minor: price.subtotal_minor,
    discount_minor: price.discount_minor,
    total_minor: price.total_minor,
    currency: price.currency,
    provider: 'sandbox',
    failure_message: status === 'failed' ? MESSAGES.paymentDeclined : null,
    created_at: '2026-11-23T10:00:00.000Z',
    paid_at: status === 'paid' ? '2026-11-23T10:00:05.000Z' : null,
  };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

/**
 * A fetch standing in for the credit routes (`/portal/v1/...`); `override` answers first, anything
 * it leaves (undefined) gets the demo answer, and an unknown path a 404.
 */
export function mockCreditsApi(override: Handler = () => undefined) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(requestUrl(input), 'http://portal.test');
    const answer = override(url, init) ?? demoAnswer(url, init);
    return Promise.resolve(answer);
  });
}

function demoAnswer(url: URL, init: RequestInit | undefined): Response {
  const method = init?.method ?? 'GET';
  switch (`${method} ${url.pathname}`) {
    case 'GET /portal/v1/site/credit-pricing':
      return jsonResponse(200, { data: PRICING });
    case 'POST /portal/v1/credit/purchase/preview': {
      const { quantity } = requestJson(init) as { quantity: number };
      const tiers = PRICING.tiers;
      return jsonResponse(200, {
        data: priceCredits({ unitPriceMinor: PRICING.unit_price_minor, currency: PRICING.currency, tiers }, quantity),
      });
    }
    case 'GET /portal/v1/credit/balance':
      return jsonResponse(200, {
        data: { employer: BAKERY, balance: 8, currency: 'EUR', unit_price_minor: PRICING.unit_price_minor },
      });
    case 'GET /portal/v1/credit/ledgers':
      return jsonResponse(200, { data: LEDGER, meta: { current_page: 1, per_page: 25, total: 2, last_page: 1 } });
    case 'POST /portal/v1/credit/purchases': {
      const { quantity } = requestJson(init) as { quantity: number };
      return jsonResponse(201, {
        data: {
          purchase: purchaseOf(quantity),
          checkout_url: 'http://localhost:3000/portal/payments/sandbox/checkout/ref-1',
        },
      });
    }
    default:
      return jsonResponse(404, { message: MESSAGES.notFound });
  }
}

/** The requests a fetch mock received for `method path`. */
export function callsTo(fetchMock: ReturnType<typeof mockCreditsApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(requestUrl(input), 'http://portal.test').pathname === path,
  );
}
