import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { DashboardRoute } from './dashboard';

function mockDashboard(creditSales?: object) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(
      jsonResponse(200, {
        data: {
          site: { id: 3, name: 'careers', title: 'Acme Careers' },
          counts: { employers: 12 },
          ...(creditSales ? { credit_sales: creditSales } : {}),
        },
      }),
    ),
  );
}

describe('dashboard', () => {
  it("shows staff the site's credits sold and the revenue, as money", async () => {
    mockDashboard({ credits_sold: 125, revenue_minor: 281250, test_revenue_minor: 0, currency: 'EUR' });
    renderWithProviders(
      <WithPermissions entries={['dashboard.read', 'credits.read']}>
        <DashboardRoute />
      </WithPermissions>,
    );
    const sales = await screen.findByRole('region', { name: 'Credit sales' });
    expect(within(sales).getByText('125')).toBeTruthy();
    expect(within(sales).getByText('€2,812.50')).toBeTruthy();
    expect(within(sales).getByText('Revenue from credits')).toBeTruthy();
  });

  it('shows sandbox payments apart, labelled as test money', async () => {
    mockDashboard({ credits_sold: 40, revenue_minor: 0, test_revenue_minor: 90000, currency: 'EUR' });
    renderWithProviders(
      <WithPermissions entries={['dashboard.read', 'credits.read']}>
        <DashboardRoute />
      </WithPermissions>,
    );
    const sales = await screen.findByRole('region', { name: 'Credit sales' });
    const test = within(sales).getByText('Test money (sandbox payments, not real revenue)').closest('li');
    expect(test && within(test as HTMLElement).getByText('€900.00')).toBeTruthy();
    const revenue = within(sales).getByText('Revenue from credits').closest('li');
    expect(revenue && within(revenue as HTMLElement).getByText('€0.00')).toBeTruthy();
  });

  it('leaves credit sales out when the API does not send them', async () => {
    mockDashboard();
    renderWithProviders(
      <WithPermissions entries={['dashboard.read']}>
        <DashboardRoute />
      </WithPermissions>,
    );
    expect(await screen.findByText('12')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Credit sales' })).toBeNull();
  });
});
