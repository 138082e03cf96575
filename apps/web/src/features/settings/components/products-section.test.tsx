import type { Product } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { ProductsSection } from './products-section';

const product = (n: number, name: string): Product => ({
  uuid: `3a5f9a7e-1c2b-4d3e-8f90-12345678900${String(n)}`,
  name,
  description: null,
  credit_cost: 1,
  price_minor: 2900,
  currency: 'EUR',
  duration_days: 30,
  active: true,
  sort_order: n,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});
const rows = [product(1, 'Standard job advert'), product(2, 'Featured job advert'), product(3, 'Free advert')];

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/site/products/bulk/deactivate' && init?.method === 'POST') {
      return Promise.resolve(jsonResponse(200, { data: { updated: 2 } }));
    }
    return Promise.resolve(
      jsonResponse(200, { data: rows, meta: { current_page: 1, per_page: 25, total: 3, last_page: 1 } }),
    );
  });
}

function renderSection(entries: string[]) {
  return renderWithProviders(
    <WithPermissions entries={entries}>
      <ProductsSection canUpdate={entries.includes('pricing.update')} currency="EUR" />
    </WithPermissions>,
    { path: '/:account/:site/settings', initialEntry: '/acme/careers/settings?tab=pricing' },
  );
}

describe('products section: bulk activation (decision 0034)', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('a pricing editor selects two products, by checkbox and by keyboard, and deactivates them in one request', async () => {
    const fetchMock = mockApi();
    renderSection(['credits.read', 'pricing.update']);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByText('Free advert');
    const [first] = within(table).getAllByRole('checkbox', { name: 'Select row' });
    if (!first) throw new Error('no row checkbox');
    await user.click(first);
    within(table)
      .getByRole('row', { name: /Free advert/ })
      .focus();
    await user.keyboard(' ');

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate?' });
    expect(within(dialog).getByText(/the selected products \(2\)/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'Products deactivated: 2.' }]);
    });
    const bulk = fetchMock.mock.calls.filter(([input]) => requestUrl(input).includes('/bulk/'));
    expect(bulk).toHaveLength(1);
    expect(requestJson(bulk[0]?.[1])).toEqual({ ids: [rows[0]?.uuid, rows[2]?.uuid] });
  });

  it('shows no checkboxes and no bulk actions to those who may only read', async () => {
    mockApi();
    renderSection(['credits.read']);
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByText('Free advert');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it('offers no credits to edit: one credit is one post, whatever the product (decision 0068)', async () => {
    mockApi();
    renderSection(['credits.read', 'pricing.update']);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByText('Free advert');
    expect(within(table).queryByRole('columnheader', { name: 'Credits' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    expect(within(dialog).queryByRole('textbox', { name: /Credits/ })).toBeNull();
    expect(within(dialog).getByText(/costs one credit a post/)).toBeTruthy();
  });
});
