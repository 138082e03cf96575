import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { AuditListRoute } from './audit-list';

const entry = {
  id: 9,
  actor: { id: 3, name: 'Ada Admin', impersonator: { id: 1, name: 'Olivia Owner' } },
  action: 'updated',
  subject: 'consultant',
  subject_id: '42',
  changes: { job_title: { from: 'Recruiter', to: 'Head of Talent' } },
  details: {},
  client_address: '203.0.113.7',
  created_at: '2026-11-28T10:00:00.000Z',
};

function mockApi(rows: unknown[]) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      Promise.resolve(
        jsonResponse(200, { data: rows, meta: { current_page: 1, per_page: 25, total: rows.length, last_page: 1 } }),
      ),
    );
}

const renderPage = (entries: string[], initialEntry = '/acme/careers/audit') =>
  renderWithProviders(
    <WithPermissions entries={entries}>
      <AuditListRoute />
    </WithPermissions>,
    { path: '/:account/:site/audit', initialEntry },
  );

describe('the audit log page', () => {
  it('names the API key a change was made with (decision 0105)', async () => {
    mockApi([{ ...entry, actor: { id: 3, name: 'Ada Admin', impersonator: null }, api_key: { id: 4, name: 'ATS' } }]);
    renderPage(['audit.read']);
    expect(await screen.findByRole('link', { name: 'API key ‘ATS’ (Ada Admin)' })).toBeTruthy();
  });

  it('shows who as whom, the action, the record, the change before and after, and from where', async () => {
    mockApi([entry]);
    renderPage(['audit.read']);
    const who = await screen.findByRole('link', { name: 'Olivia Owner as Ada Admin' });
    const row = who.closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('link', { name: 'Updated' })).toBeTruthy();
    expect(row.textContent).toContain('Consultant 42');
    expect(row.textContent).toContain('job_title: Recruiter → Head of Talent');
    expect(row.textContent).toContain('203.0.113.7');
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
  });

  it('asks the server for one person’s changes when their name is chosen, and offers export with the right', async () => {
    const fetchMock = mockApi([entry]);
    renderPage(['audit.read', 'audit.export']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Olivia Owner as Ada Admin' }));
    await vi.waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => decodeURIComponent(requestUrl(input)));
      expect(urls.some((url) => url.includes('/v1/audit?') && url.includes('filter[person]=3'))).toBe(true);
    });
    expect(screen.getByRole('button', { name: /export/i })).toBeTruthy();
  });

  it('names an action in the reader’s words, an older name as the action it stands for, an unknown one as written', async () => {
    mockApi([
      { ...entry, id: 1, action: 'flags_dismissed', subject: 'job', subject_id: 'j-1' },
      { ...entry, id: 2, action: 'create', subject: 'product', subject_id: 'p-1' },
      { ...entry, id: 3, action: 'something_new', subject: 'job', subject_id: 'j-2' },
    ]);
    renderPage(['audit.read']);
    expect(await screen.findByRole('link', { name: 'Reports dismissed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Created' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'something_new' })).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    mockApi([]);
    renderPage(['audit.read'], '/acme/careers/audit?filter.subject=job');
    expect(await screen.findByText('No data available')).toBeTruthy();
  });
});
