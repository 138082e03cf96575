import { MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { EmployerDetailRoute } from './employer-detail';

const employer = {
  id: 9,
  type: 'business',
  business_name: 'Delta Logistics',
  business_website: null,
  business_size: null,
  registration_number: 'REG-9',
  industry: null,
  contact_name: 'Dee',
  contact_email: null,
  address: null,
  phone: null,
  status: 'on_hold',
  live_jobs_count: 2,
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
  created_by: null,
  updated_by: null,
  users_count: 0,
  history: [
    { from_status: null, to_status: 'on_hold', reason: null, changed_by: null, created_at: '2025-01-02T10:00:00.000Z' },
  ],
};

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/employers/9' && init?.method === 'DELETE')
      return Promise.resolve(new Response(null, { status: 204 }));
    if (path === '/portal/v1/employers/9') return Promise.resolve(jsonResponse(200, { data: employer }));
    if (path === '/portal/v1/site/field-options') return Promise.resolve(jsonResponse(200, { data: {} }));
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

function renderDetail(entries: string[], id = '9') {
  return renderWithProviders(
    <WithPermissions entries={entries}>
      <EmployerDetailRoute />
    </WithPermissions>,
    { path: '/:account/:site/employers/:id', initialEntry: `/acme/careers/employers/${id}` },
  );
}

describe('employer detail page', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('shows a reader the employer without any action', async () => {
    mockApi();
    renderDetail(['employers.read']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Delta Logistics' })).toBeTruthy();
    expect(screen.getByText('REG-9')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Status history' })).toBeTruthy();
    for (const name of ['Edit', 'Approve', 'Reject', 'Delete', 'Disable', 'Enable']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('offers approve and reject on a registration on hold, and deletes after the name is typed', async () => {
    const fetchMock = mockApi();
    renderDetail(['employers.all']);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete employer' });
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).find((button) => dialog.contains(button));
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Type the name to confirm'), 'Delta Logistics');
    expect(confirm).toHaveProperty('disabled', false);
    await user.keyboard('{Enter}');

    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'Delta Logistics was deleted.' }]);
  });

  it('shows not found for an id that is not a number, without asking the API', async () => {
    const fetchMock = mockApi();
    renderDetail(['employers.read'], 'abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Employer not found' })).toBeTruthy();
    await waitFor(() => {
      expect(fetchMock.mock.calls.filter(([input]) => requestUrl(input).includes('/v1/employers'))).toHaveLength(0);
    });
  });
});
