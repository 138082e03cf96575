import { MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { ApplicationsListRoute } from '../routes/applications-list';
import { fakeApplicationsApi } from '../testing/fake-applications-api';

const WAIT = { timeout: 10_000 };
const ADDRESS = '198.51.100.66';
const PREVIEW = {
  data: {
    applications: 40,
    files: 52,
    bytes: 3 * 1024 * 1024,
    addresses: [
      {
        address: ADDRESS,
        applications: 39,
        bytes: 3 * 1024 * 1024,
        first_applied_at: '2026-11-27T10:00:00.000Z',
        last_applied_at: '2026-11-27T11:00:00.000Z',
      },
      {
        address: '203.0.113.9',
        applications: 1,
        bytes: 0,
        first_applied_at: '2026-11-27T10:30:00.000Z',
        last_applied_at: '2026-11-27T10:30:00.000Z',
      },
    ],
  },
};

function renderList(
  entries: string[],
  purgeAnswer = jsonResponse(200, { data: { applications: 40, files: 52, bytes: 3, seekers: 38 } }),
) {
  const api = fakeApplicationsApi([
    (call) => (call.path === '/v1/applications/flood' ? jsonResponse(200, PREVIEW) : undefined),
    (call) => (call.path === '/v1/applications/purge' ? purgeAnswer : undefined),
  ]);
  renderWithProviders(
    <WithPermissions entries={entries}>
      <ApplicationsListRoute />
    </WithPermissions>,
    { path: '/:account/:site/applications', initialEntry: '/acme/careers/applications' },
  );
  return { ...api, user: userEvent.setup() };
}

async function checkAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Purge a flood' }, WAIT));
  const dialog = await screen.findByRole('dialog', { name: 'Purge a flood of applications' }, WAIT);
  await user.type(within(dialog).getByRole('textbox', { name: 'Sending address' }), ADDRESS);
  await user.click(within(dialog).getByRole('button', { name: 'Check' }));
  expect(await within(dialog).findByText('40 applications match, with 52 files (3 MB).', undefined, WAIT)).toBeTruthy();
  return dialog;
}

describe('Purge a flood (applications list)', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('checks a sending address, states the count, and deletes exactly that many after a question naming it', async () => {
    const { user, calls, writes } = renderList(['applications.read', 'seekers.all']);
    const dialog = await checkAddress(user);
    const check = calls.find((call) => call.path === '/v1/applications/flood');
    expect(Object.fromEntries(check?.search ?? [])).toEqual({ address: ADDRESS });
    const busiest = within(dialog).getByRole('table', { name: 'Busiest sending addresses' });
    expect(within(busiest).getByText('203.0.113.9')).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete 40 applications' }));
    const question = await screen.findByRole('dialog', { name: 'Delete 40 applications?' }, WAIT);
    expect(within(question).getByText(/40 applications and their 52 files will be deleted/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Delete 40 applications' }));
    await waitFor(() => {
      expect(writes()).toEqual([
        expect.objectContaining({ path: '/v1/applications/purge', body: { address: ADDRESS, expected: 40 } }),
      ]);
    }, WAIT);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    }, WAIT);
    expect(noticeStore.get()).toMatchObject([{ type: 'success', message: '40 applications deleted.' }]);
  });

  it('drops the check when the selection changes, so a count is never confirmed for another selection', async () => {
    const { user } = renderList(['applications.read', 'seekers.all']);
    const dialog = await checkAddress(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Sending address' }), '1');
    expect(within(dialog).queryByRole('button', { name: 'Delete 40 applications' })).toBeNull();
  });

  it('says so when the applications changed since the check (409), and asks for a new check', async () => {
    const { user } = renderList(
      ['applications.read', 'seekers.all'],
      jsonResponse(409, { message: MESSAGES.purgeChanged }),
    );
    const dialog = await checkAddress(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete 40 applications' }));
    const question = await screen.findByRole('dialog', { name: 'Delete 40 applications?' }, WAIT);
    await user.click(within(question).getByRole('button', { name: 'Delete 40 applications' }));
    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'error', message: MESSAGES.purgeChanged }]);
    }, WAIT);
    expect(screen.getByRole('dialog', { name: 'Purge a flood of applications' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete 40 applications' })).toBeNull();
  });

  it('is not offered to a recruiter, who may not delete candidates', async () => {
    renderList(['applications.all', 'seekers.read', 'seekers.update']);
    await screen.findByRole('table', { name: 'Applications' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Purge a flood' })).toBeNull();
  });
});
