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

  it('charts the last 30 days of applications by status, each status opening its list over those days, with a table of the figures', async () => {
    // The API sends every status, zero included, and every day of the window.
    const zero = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0]));
    const days = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      counts: { ...zero, ...(i === 29 ? { applied: 12, screening: 4 } : i === 0 ? { withdrawn: 1 } : {}) },
    }));
    const byStatus = { ...zero, applied: 12, screening: 4, withdrawn: 1 };
    mockDashboard(undefined, { jobs_flagged: 2 }, { applications_by_status: byStatus, applications_by_day: days });
    renderWithProviders(
      <WithPermissions entries={['dashboard.read', 'jobs.all', 'applications.read']}>
        <DashboardRoute />
      </WithPermissions>,
    );
    const section = await screen.findByRole('region', { name: 'Applications in the last 30 days' });
    expect(within(section).getByRole('img').getAttribute('aria-label')).toMatch(/per day and status, 17 in all/);
    const links = within(section).getAllByRole('link');
    const range = '&filter.applied_from=2026-11-01&filter.applied_to=2026-11-30';
    expect(links.map((a) => [a.textContent, a.getAttribute('href')?.replace(/^.*\/applications/, '')])).toEqual([
      ['Applied: 12', `?filter.status=applied${range}`],
      ['Screening: 4', `?filter.status=screening${range}`],
      ['Withdrawn: 1', `?filter.status=withdrawn${range}`],
    ]);
    const table = within(section).getByRole('table', { name: 'Applications in the last 30 days' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Applied', 'Screening', 'Withdrawn']);
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    const lastDay = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(
      within(lastDay)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['12', '4', '0']);
    expect((await screen.findByRole('link', { name: /flagged jobs to review/ })).getAttribute('href')).toMatch(
      /\/jobs\/flagged-jobs$/,
    );
  });

  it('charts the jobs by status, each status opening the jobs list filtered to it, and without links for those who may not list jobs', async () => {
    const jobs = { draft: 1, on_hold: 2, live: 9, unlisted: 0, expired: 3, rejected: 0 };
    mockDashboard(undefined, { jobs_live: 9 }, { jobs_by_status: jobs });
    const { unmount } = renderWithProviders(
      <WithPermissions entries={['dashboard.read', 'jobs.read']}>
        <DashboardRoute />
      </WithPermissions>,
    );
    const section = await screen.findByRole('region', { name: 'Jobs by status' });
    expect(within(section).getByRole('img').getAttribute('aria-label')).toMatch(/by status, 15 in all/);
    expect(within(section).getByRole('link', { name: 'Live: 9' }).getAttribute('href')).toBe(
      '/acme/careers/jobs?filter.status=live',
    );
    expect(within(section).getAllByRole('link')).toHaveLength(6);
    unmount();
    renderWithProviders(
      <WithPermissions entries={['dashboard.read']}>
        <DashboardRoute />
      </WithPermissions>,
    );
    const plain = await screen.findByRole('region', { name: 'Jobs by status' });
    expect(within(plain).getByText('Expired: 3')).toBeTruthy();
    expect(within(plain).queryAllByRole('link')).toHaveLength(0);
  });

  it('charts the credits sold per day with a table of the figures and a link to the credit system', async () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      credits: i === 29 ? 25 : 0,
    }));
    mockDashboard(
      { credits_sold: 125, revenue_minor: 0, test_revenue_minor: 0, currency: 'EUR' },
      {},
      { credits_by_day: days },
    );
    renderWithProviders(
      <WithPermissions entries={['dashboard.read', 'credits.read']}>
        <DashboardRoute />
      </WithPermissions>,
    );
    const section = await screen.findByRole('region', { name: 'Credits sold in the last 30 days' });
    expect(within(section).getByRole('img').getAttribute('aria-label')).toMatch(/25 in all/);
    expect(within(section).getAllByRole('row')).toHaveLength(31);
    expect(within(section).getByRole('link', { name: 'Open the credit system' }).getAttribute('href')).toBe(
      '/acme/careers/credit-system',
    );
  });
});
