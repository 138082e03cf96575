import { APPLICATION_STATUSES } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { DashboardRoute } from './dashboard';

function mockDashboard(
  creditSales?: object,
  counts: Record<string, number> = { employers: 12 },
  more: Record<string, unknown> = {},
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(
      jsonResponse(200, {
        data: {
          site: { id: 3, name: 'careers', title: 'Acme Careers' },
          counts,
          ...(creditSales ? { credit_sales: creditSales } : {}),
          ...more,
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

  it('opens the live jobs, those ending soonest and, for moderators, the hold queue from their counts', async () => {
    mockDashboard(undefined, { jobs_live: 9, jobs_on_hold: 2, jobs_expiring_soon: 3 });
    const { unmount } = renderWithProviders(
      <WithPermissions entries={['dashboard.read', 'jobs.all']}>
        <DashboardRoute />
      </WithPermissions>,
    );
    const link = async (name: RegExp) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await link(/Live jobs$/)).toMatch(/\/jobs\?filter\.status=live$/);
    expect(await link(/ending within 7 days/)).toMatch(/\/jobs\?filter\.status=live&sort=advert_end_date$/);
    expect(await link(/Jobs on hold/)).toMatch(/\/jobs\/hold$/);
    unmount();
    renderWithProviders(
      <WithPermissions entries={['dashboard.read']} employerEntries={['jobs.read']}>
        <DashboardRoute />
      </WithPermissions>,
    );
    expect(await screen.findByText('Jobs on hold')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Jobs on hold/ })).toBeNull();
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

  it('shows the last 30 days of applications by status, each opening that status in the list, and flagged jobs to moderators', async () => {
    // The API sends every status, zero included.
    const zero = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0]));
    const byStatus = { ...zero, applied: 12, screening: 4, withdrawn: 1 };
    mockDashboard(undefined, { jobs_flagged: 2 }, { applications_by_status: byStatus });
    renderWithProviders(
      <WithPermissions entries={['dashboard.read', 'jobs.all', 'applications.read']}>
        <DashboardRoute />
      </WithPermissions>,
    );
    const section = await screen.findByRole('region', { name: 'Applications in the last 30 days' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')?.replace(/^.*\/applications/, '')])).toEqual([
      ['Applied', '?filter.status=applied'],
      ['Screening', '?filter.status=screening'],
      ['Withdrawn', '?filter.status=withdrawn'],
    ]);
    expect(within(section).getByText('12')).toBeTruthy();
    expect((await screen.findByRole('link', { name: /flagged jobs to review/ })).getAttribute('href')).toMatch(
      /\/jobs\/flagged-jobs$/,
    );
  });
});
