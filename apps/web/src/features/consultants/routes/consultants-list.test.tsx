import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { ConsultantsListRoute } from './consultants-list';

const row = (id: number, name: string) => ({
  id,
  name,
  email: `${String(id)}@consultants.test`,
  phone: '+1 555 0121',
  job_title: null,
  photo: null,
  bio: null,
  active: true,
  user: null,
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
});

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/consultants/bulk/deactivate' && init?.method === 'POST') {
      return Promise.resolve(jsonResponse(200, { data: { updated: 2 } }));
    }
    const rows = [row(5, 'Chloe Carter'), row(6, 'Dan Diaz')];
    return Promise.resolve(
      jsonResponse(200, { data: rows, meta: { current_page: 1, per_page: 25, total: 2, last_page: 1 } }),
    );
  });
}

describe('consultants list (kit v2)', () => {
  it('lists the rows, and an admin deactivates the selected ones in one bulk request', async () => {
    const fetchMock = mockApi();
    renderWithProviders(
      <WithPermissions entries={['consultants.all']}>
        <ConsultantsListRoute />
      </WithPermissions>,
      { path: '/:account/:site/consultants', initialEntry: '/acme/careers/consultants' },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Chloe Carter' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => {
      const bulk = fetchMock.mock.calls.find(([input]) => requestUrl(input).includes('/bulk/deactivate'));
      expect(requestJson(bulk?.[1])).toEqual({ ids: [5, 6] });
    });
  });
});
