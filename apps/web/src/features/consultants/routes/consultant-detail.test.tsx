import { MESSAGES } from '@portal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { ConsultantDetailRoute } from './consultant-detail';

const consultant = {
  id: 5,
  name: 'Chloe Carter',
  email: 'chloe@careers.consultants.test',
  phone: '+1 555 0200',
  job_title: 'Senior Recruitment Consultant',
  photo: null,
  bio: '<p>Places <strong>nurses</strong>.</p><img src=x onerror="window.hacked=1">',
  active: true,
  user: null,
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
  created_by: null,
  updated_by: null,
  jobs: [],
};

function mockApi(onDelete: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/consultants/5' && init?.method === 'DELETE') return Promise.resolve(onDelete());
    if (path === '/portal/v1/consultants/5') return Promise.resolve(jsonResponse(200, { data: consultant }));
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

function renderDetail(entries: string[]) {
  return renderWithProviders(
    <WithPermissions entries={entries}>
      <ConsultantDetailRoute />
    </WithPermissions>,
    { path: '/:account/:site/consultants/:id', initialEntry: '/acme/careers/consultants/5' },
  );
}

describe('consultant detail page', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('shows a reader the fields and the sanitised bio, without any action', async () => {
    mockApi(() => new Response(null, { status: 204 }));
    renderDetail(['consultants.read']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chloe Carter' })).toBeTruthy();
    expect(screen.getByText('Senior Recruitment Consultant')).toBeTruthy();
    expect(screen.getByText('nurses').tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('No live job shows this consultant.')).toBeTruthy();
    for (const name of ['Deactivate', 'Activate', 'Delete']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('offers deactivate (not activate) to an admin, and shows why a delete was refused', async () => {
    mockApi(() => jsonResponse(409, { message: MESSAGES.consultantOnLiveJobs }));
    renderDetail(['consultants.all']);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog', { name: 'Delete this consultant?' });
    await user.type(screen.getByLabelText('Type the name to confirm'), 'Chloe Carter');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'error', message: MESSAGES.consultantOnLiveJobs }]);
    });
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Chloe Carter' })).toBeTruthy();
  });
});
