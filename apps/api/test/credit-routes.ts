import { randomUUID } from 'node:crypto';

export type Right = 'read' | 'buy' | 'export' | 'grant' | 'pricing' | 'staff-read';

export interface CreditRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
  /** The right the route needs, as the rights matrix names it. */
  right: Right;
}

/** Every credit, pricing and product route, valid for the selected employer (a purchase and product given). */
export const creditRoutes = (purchaseUuid: string, productUuid: string): CreditRoute[] => [
  { method: 'GET', url: '/portal/v1/credit/balance', right: 'read' },
  { method: 'GET', url: '/portal/v1/credit/ledgers', right: 'read' },
  { method: 'POST', url: '/portal/v1/credit/ledgers/export', payload: {}, right: 'export' },
  {
    method: 'POST',
    url: '/portal/v1/credit/grants',
    payload: { amount: 1, direction: 'grant', reason: 'Rights test' },
    right: 'grant',
  },
  { method: 'GET', url: '/portal/v1/credit/discount-tiers', right: 'read' },
  {
    method: 'PUT',
    url: '/portal/v1/credit/discount-tiers',
    payload: { tiers: [{ min_quantity: 10, percent_off: 5 }] },
    right: 'pricing',
  },
  { method: 'GET', url: '/portal/v1/site/credit-pricing', right: 'read' },
  {
    method: 'PUT',
    url: '/portal/v1/site/credit-pricing',
    payload: { unit_price_minor: 2500, currency: 'EUR', presets: [5, 10] },
    right: 'pricing',
  },
  { method: 'POST', url: '/portal/v1/credit/purchase/preview', payload: { quantity: 3 }, right: 'read' },
  {
    method: 'POST',
    url: '/portal/v1/credit/purchases',
    payload: { quantity: 1 },
    headers: { 'idempotency-key': randomUUID() },
    right: 'buy',
  },
  { method: 'GET', url: `/portal/v1/credit/purchases/${purchaseUuid}`, right: 'read' },
  { method: 'GET', url: '/portal/v1/credit/credit-actions', right: 'read' },
  { method: 'GET', url: '/portal/v1/site/products', right: 'staff-read' },
  {
    method: 'POST',
    url: '/portal/v1/site/products',
    payload: { name: `Rights ${randomUUID()}`, credit_cost: 1, price_minor: 100, duration_days: 7 },
    right: 'pricing',
  },
  { method: 'PATCH', url: `/portal/v1/site/products/${productUuid}`, payload: { sort_order: 3 }, right: 'pricing' },
  { method: 'DELETE', url: `/portal/v1/site/products/${productUuid}`, right: 'pricing' },
];
