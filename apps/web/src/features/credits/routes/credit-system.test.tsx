import { buildAbility, HEADERS, type Me } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { chosenEmployerStore } from '../../../lib/scope-store';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../testing/render';
import { SessionContextProvider } from '../../../lib/session-context';
import { WithPermissions } from '../../../testing/session';
import { BAKERY, callsTo, mockCreditsApi } from '../testing/fake-credits-api';
import { CreditSystemRoute } from './credit-system';

const EMPLOYERS = {
  data: [{ ...employer(7, 'Acme Bakery') }, { ...employer(9, 'Acme Builders') }],
  meta: { current_page: 1, per_page: 10, total: 2, last_page: 1 },
};

function employer(id: number, name: string) {
  return {
    id,
    type: 'business',
    business_name: name,
    business_website: null,
    business_size: null,
    registration_number: null,
    industry: null,
    contact_name: null,
    contact_email: null,
    address: null,
    phone: null,
    status: 'active',
    live_jobs_count: 0,
    created_at: '2025-01-02T10:00:00.000Z',
    updated_at: '2025-01-02T10:00:00.000Z',
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(entries: { site?: string[]; employer?: string[] }, query = '') {
  return renderWithProviders(
    <WithPermissions entries={entries.site ?? []} employerEntries={entries.employer}>
      <CreditSystemRoute />
      <Where />
    </WithPermissions>,
    { path: '/:account/:site/credit-system', initialEntry: `/acme/careers/credit-system${query}` },
  );
}

describe('credit system page', () => {
  beforeEach(() => {
    chosenEmployerStore.set(null);
  });

  it('shows an employer user its balance and history, each change signed and who made it, impersonation included', async () => {
    mockCreditsApi();
    renderPage({ employer: ['credits.read', 'credits.create'] });
    expect(await screen.findByText('Credits of Acme Bakery')).toBeTruthy();
    expect(screen.getByTestId('credit-balance').textContent).toBe('8 credits');
    expect(screen.getByText('€25.00 per credit')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Credit history' });
    const [, revoke, grant] = within(table).getAllByRole('row');
    expect(within(revoke as HTMLElement).getByText('-2')).toBeTruthy();
    expect(within(revoke as HTMLElement).getByText('Revoke')).toBeTruthy();
    expect(within(revoke as HTMLElement).getByText('Ada Admin as Eve Employer')).toBeTruthy();
    expect(within(grant as HTMLElement).getByText('+10')).toBeTruthy();
    expect(within(grant as HTMLElement).getByText('Ada Admin')).toBeTruthy();

    // An employer user never chooses an employer, and never grants.
    expect(screen.queryByRole('combobox', { name: 'Employer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Grant or revoke credits' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/acme/careers/credit-system/create',
    );
    // Everyone who reads credits sees the tiers; only pricing.update edits them.
    const tiers = await screen.findByRole('table', { name: 'Discount tiers' });
    expect(within(tiers).getByText('€22.50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit discount tiers' })).toBeNull();
  });

  it('asks staff to choose an employer, then sends it as X-AF-EMPID and keeps it in the URL', async () => {
    const fetchMock = mockCreditsApi((url) =>
      url.pathname === '/portal/v1/employers' ? jsonResponse(200, EMPLOYERS) : undefined,
    );
    renderPage({ site: ['credits.read', 'credits.create', 'credits.grant', 'employers.read'] });
    expect(await screen.findByRole('heading', { name: 'Choose an employer' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/portal/v1/credit/balance')).toHaveLength(0);

    const user = userEvent.setup();
    // The employer field loads on demand, after the page's first paint.
    const chooser = await screen.findByRole('combobox', { name: 'Employer' }, { timeout: 5000 });
    await user.click(chooser);
    await user.type(chooser, 'bak');
    await user.click(await screen.findByRole('option', { name: 'Acme Bakery' }));

    expect(chosenEmployerStore.get()).toBe(BAKERY.id);
    await waitFor(() => {
      expect(screen.getByTestId('where').textContent).toBe('/acme/careers/credit-system?employer=7');
    });
    expect(await screen.findByText('Credits of Acme Bakery')).toBeTruthy();
    const [balanceCall] = callsTo(fetchMock, 'GET', '/portal/v1/credit/balance');
    expect(new Headers(balanceCall?.[1]?.headers).get(HEADERS.employer)).toBe('7');
    // The search itself never depends on an employer chosen before.
    const searches = fetchMock.mock.calls.filter(([input]) => requestUrl(input).includes('/portal/v1/employers'));
    expect(searches.length).toBeGreaterThan(0);
    for (const [, init] of searches) expect(new Headers(init?.headers).has(HEADERS.employer)).toBe(false);
    expect(screen.getByRole('button', { name: 'Grant or revoke credits' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/acme/careers/credit-system/create?employer=7',
    );
  });

  it('tells staff when the employer in the URL is not on this site', async () => {
    chosenEmployerStore.set(99);
    mockCreditsApi((url) =>
      url.pathname === '/portal/v1/credit/balance' ? jsonResponse(403, { message: 'Forbidden' }) : undefined,
    );
    renderPage({ site: ['credits.read'] }, '?employer=99');
    expect(await screen.findByText('This employer could not be found on this site. Choose another one.')).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Employer' }, { timeout: 5000 })).toBeTruthy();
  });

  it('lets a member of two employers of the site choose between them, and only them', async () => {
    const fetchMock = mockCreditsApi();
    const site = {
      id: 3,
      name: 'careers',
      title: 'Acme Careers',
      employers: [BAKERY, { id: 9, name: 'Acme Builders' }],
    };
    const account = { id: 1, name: 'acme', title: 'Acme', sites: [site] };
    const me: Me = {
      id: 1,
      name: 'Test User',
      email: 'test@acme.test',
      avatar: null,
      permissions: { 'employer:7': ['credits.read'], 'employer:9': ['credits.read'] },
      accounts: [account],
    };
    const ids = { accountId: 1, siteId: 3, employerId: null };
    const session = {
      me,
      selection: { account, site, employer: null, ids },
      ability: buildAbility(me.permissions, ids),
    };
    renderWithProviders(
      <SessionContextProvider value={session}>
        <CreditSystemRoute />
        <Where />
      </SessionContextProvider>,
      { path: '/:account/:site/credit-system', initialEntry: '/acme/careers/credit-system' },
    );
    expect(
      await screen.findByText(
        'You belong to several employers of this site. Choose the one whose credits you want to see or buy.',
      ),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Employer' }, { timeout: 5000 }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Acme Bakery', 'Acme Builders']);
    await user.click(screen.getByRole('option', { name: 'Acme Bakery' }));

    expect(await screen.findByText('Credits of Acme Bakery')).toBeTruthy();
    const [balanceCall] = callsTo(fetchMock, 'GET', '/portal/v1/credit/balance');
    expect(new Headers(balanceCall?.[1]?.headers).get(HEADERS.employer)).toBe('7');
    expect(screen.getByTestId('where').textContent).toBe('/acme/careers/credit-system?employer=7');
    // A member never searches the site's employers, and never grants.
    expect(callsTo(fetchMock, 'GET', '/portal/v1/employers')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Grant or revoke credits' })).toBeNull();
  });
});
