import { MESSAGES, type Product } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { SettingsRoute } from './settings';

const pricing = {
  unit_price_minor: 2500,
  currency: 'EUR',
  presets: [5, 10, 25],
  tiers: [],
  payments: { available: true, test_money: false },
};

const standard: Product = {
  uuid: '3a5f9a7e-1c2b-4d3e-8f90-123456789abc',
  name: 'Standard job advert',
  description: 'Listed for 30 days.',
  credit_cost: 1,
  price_minor: 2900,
  currency: 'EUR',
  duration_days: 30,
  active: true,
  sort_order: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

function mockPricingApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    const method = init?.method ?? 'GET';
    if (path === '/portal/v1/site/credit-pricing' && method === 'GET')
      return Promise.resolve(jsonResponse(200, { data: pricing }));
    if (path === '/portal/v1/site/credit-pricing' && method === 'PUT')
      return Promise.resolve(jsonResponse(200, { data: { ...pricing, ...(requestJson(init) as object) } }));
    if (path === '/portal/v1/site/products' && method === 'GET')
      return Promise.resolve(
        jsonResponse(200, { data: [standard], meta: { current_page: 1, per_page: 25, total: 1, last_page: 1 } }),
      );
    if (path === `/portal/v1/site/products/${standard.uuid}` && method === 'PATCH')
      return Promise.resolve(jsonResponse(200, { data: { ...standard, ...(requestJson(init) as object) } }));
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

function renderTab(entries: string[]) {
  return renderWithProviders(
    <WithPermissions entries={entries}>
      <SettingsRoute />
    </WithPermissions>,
    { path: '/:account/:site/settings', initialEntry: '/acme/careers/settings?tab=pricing' },
  );
}

const calls = (fetchMock: ReturnType<typeof mockPricingApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(requestUrl(input), 'http://portal.test').pathname === path,
  );

describe('settings: products and pricing tab', () => {
  it('is read-only without pricing.update', async () => {
    mockPricingApi();
    renderTab(['settings.read', 'credits.read']);
    expect(await screen.findByRole('tab', { name: 'Products and pricing', selected: true })).toBeTruthy();
    // The tab and its price form load on demand (a loaded machine takes seconds): wait for them as the editing test does.
    const price = (await screen.findByLabelText(/Price of one credit/, undefined, {
      timeout: 10_000,
    })) as HTMLInputElement;
    expect(screen.getByText('You can view the products and prices but not change them.')).toBeTruthy();
    expect(price.value).toBe('25.00');
    expect(price.disabled).toBe(true);
    expect((screen.getByLabelText(/Currency/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Quick amounts/) as HTMLInputElement).value).toBe('5, 10, 25');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getByText('Standard job advert')).toBeTruthy();
    expect(within(table).getByText('€29.00')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Standard job advert' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a product' })).toBeNull();
  });

  it('is hidden from those who may not read credits', async () => {
    mockPricingApi();
    renderTab(['settings.read']);
    expect(await screen.findByRole('tab', { name: 'General', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Products and pricing' })).toBeNull();
  });

  it('saves the unit price in minor units, and deactivates a product, with pricing.update', async () => {
    const fetchMock = mockPricingApi();
    renderTab(['settings.read', 'credits.read', 'pricing.update']);
    const user = userEvent.setup();
    const price = await screen.findByLabelText(/Price of one credit/, undefined, { timeout: 10_000 });
    await user.clear(price);
    await user.type(price, '19,90');
    const presets = screen.getByLabelText(/Quick amounts/);
    await user.clear(presets);
    await user.type(presets, '20, 10, 5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(calls(fetchMock, 'PUT', '/portal/v1/site/credit-pricing')).toHaveLength(1);
    });
    expect(requestJson(calls(fetchMock, 'PUT', '/portal/v1/site/credit-pricing')[0]?.[1])).toEqual({
      unit_price_minor: 1990,
      currency: 'EUR',
      presets: [5, 10, 20],
    });

    const table = await screen.findByRole('table', { name: 'Products' });
    await user.click(within(table).getByRole('button', { name: 'Standard job advert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Standard job advert' });
    expect((within(dialog).getByLabelText(/^Price/) as HTMLInputElement).value).toBe('29.00');
    await user.click(within(dialog).getByRole('switch', { name: 'Offered for new jobs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(calls(fetchMock, 'PATCH', `/portal/v1/site/products/${standard.uuid}`)).toHaveLength(1);
    });
    expect(requestJson(calls(fetchMock, 'PATCH', `/portal/v1/site/products/${standard.uuid}`)[0]?.[1])).toMatchObject({
      active: false,
      price_minor: 2900,
    });
  });
});
