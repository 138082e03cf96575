import { MESSAGES } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { EmployersHoldRoute } from './employers-hold';
import { EmployersListRoute } from './employers-list';

const page = {
  data: [
    {
      id: 5,
      type: 'household',
      business_name: 'The Smiths',
      business_website: null,
      business_size: null,
      registration_number: null,
      industry: null,
      contact_name: 'Jane Smith',
      contact_email: null,
      address: null,
      phone: '+44 20 7946 0000',
      status: 'on_hold',
      live_jobs_count: 0,
      created_at: '2025-01-02T10:00:00.000Z',
      updated_at: '2025-01-02T10:00:00.000Z',
    },
  ],
  meta: { current_page: 2, per_page: 10, total: 11, last_page: 2 },
};

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(requestUrl(input), 'http://portal.test');
    if (url.pathname.startsWith('/portal/v1/employers')) return Promise.resolve(jsonResponse(200, page));
    if (url.pathname === '/portal/v1/site/field-options')
      return Promise.resolve(jsonResponse(200, { data: { industry: [] } }));
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

function employerRequests(fetchMock: ReturnType<typeof mockApi>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(requestUrl(input), 'http://portal.test'))
    .filter((url) => url.pathname.startsWith('/portal/v1/employers'));
}

function renderList(entries: string[], query = '') {
  return renderWithProviders(
    <WithPermissions entries={entries}>
      <EmployersListRoute />
    </WithPermissions>,
    { path: '/:account/:site/employers', initialEntry: `/acme/careers/employers${query}` },
  );
}

describe('employers list page', () => {
  it('asks the API for the page, sort, search and filters the URL holds', async () => {
    const fetchMock = mockApi();
    renderList(['employers.read'], '?page=2&per_page=10&sort=-live_jobs_count&search=smith&filter.type=household');
    await waitFor(() => {
      expect(employerRequests(fetchMock)).toHaveLength(1);
    });
    const [url] = employerRequests(fetchMock);
    expect(url?.pathname).toBe('/portal/v1/employers');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      page: '2',
      per_page: '10',
      sort: '-live_jobs_count',
      search: 'smith',
      'filter[type]': 'household',
    });
    expect((screen.getByLabelText(/^Search/) as HTMLInputElement).value).toBe('smith');
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('household');
  });

  it('hides bulk actions, export and creation from a reader', async () => {
    mockApi();
    renderList(['employers.read']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Employers' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New employer' })).toBeNull();
  });

  it('offers them to a site admin, the bulk ones disabled until rows are selected', async () => {
    mockApi();
    renderList(['employers.all']);
    const enable = await screen.findByRole('button', { name: 'Enable' });
    expect(enable).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Disable' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New employer' }).getAttribute('href')).toBe(
      '/acme/careers/employers/create',
    );
  });

  it('shows approve and reject on the on-hold list only with the approve permission', async () => {
    const fetchMock = mockApi();
    const { unmount } = renderWithProviders(
      <WithPermissions entries={['employers.read', 'employers.update']}>
        <EmployersHoldRoute />
      </WithPermissions>,
      { path: '/:account/:site/employers/hold', initialEntry: '/acme/careers/employers/hold?filter.status=active' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrations on hold' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();
    await waitFor(() => {
      expect(employerRequests(fetchMock).length).toBeGreaterThan(0);
    });
    const [url] = employerRequests(fetchMock);
    expect(url?.pathname).toBe('/portal/v1/employers/on-hold');
    expect(url?.searchParams.has('filter[status]')).toBe(false);
    unmount();

    renderWithProviders(
      <WithPermissions entries={['employers.read', 'employers.approve']}>
        <EmployersHoldRoute />
      </WithPermissions>,
      { path: '/:account/:site/employers/hold', initialEntry: '/acme/careers/employers/hold' },
    );
    expect(await screen.findByRole('button', { name: 'Approve' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', true);
  });

  it('rejects a registration only once a reason is given and the label typed, as irreversible actions ask', async () => {
    const fetchMock = mockApi();
    renderWithProviders(
      <WithPermissions entries={['employers.read', 'employers.approve']}>
        <EmployersHoldRoute />
      </WithPermissions>,
      { path: '/:account/:site/employers/hold', initialEntry: '/acme/careers/employers/hold' },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Not a real business' } });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Type the button’s label to confirm'), {
      target: { value: 'reject' },
    });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText('Type the button’s label to confirm'), {
      target: { value: 'Reject' },
    });
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    await waitFor(() => {
      expect(employerRequests(fetchMock).some((url) => url.pathname === '/portal/v1/employers/5/reject')).toBe(true);
    });
    const call = fetchMock.mock.calls.find(([input]) => requestUrl(input).includes('/5/reject'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Not a real business' });
  });
});
