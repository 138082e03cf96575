import { MESSAGES } from '@portal/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { EmployerUsersSection } from './employer-users-section';

const member = {
  id: 4,
  name: 'Sam Staff',
  email: 'staff@acme.test',
  role: 'employer-user',
  invited: false,
  last_admin: false,
  created_at: '2025-01-02T10:00:00.000Z',
};
const lastAdmin = {
  ...member,
  id: 5,
  name: 'Eli Employer',
  email: 'employer@acme.test',
  role: 'employer-admin',
  last_admin: true,
};
const invitation = {
  id: 11,
  email: 'nia@example.test',
  name: 'Nia',
  role: 'employer-admin',
  status: 'pending',
  expires_at: '2025-01-09T10:00:00.000Z',
  created_at: '2025-01-02T10:00:00.000Z',
};
const expired = {
  ...invitation,
  id: 12,
  email: 'old@example.test',
  name: 'Old',
  role: 'employer-user',
  status: 'expired',
};
const page = (data: unknown[]) => ({ data, meta: { current_page: 1, per_page: 10, total: data.length, last_page: 1 } });

function mockApi({
  invitations = [invitation, expired],
  invite = jsonResponse(202, { data: invitation }),
  members = [member],
} = {}) {
  let open = invitations;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    const method = init?.method ?? 'GET';
    if (path === '/portal/v1/employers/7/users' && method === 'POST') return Promise.resolve(invite);
    if (path === '/portal/v1/employers/7/users/4' && method === 'DELETE')
      return Promise.resolve(new Response(null, { status: 204 }));
    if (path === '/portal/v1/employers/7/users') return Promise.resolve(jsonResponse(200, page(members)));
    if (path === '/portal/v1/employers/7/invitations') return Promise.resolve(jsonResponse(200, page(open)));
    if (path === '/portal/v1/employers/7/invitations/11' && method === 'DELETE') {
      open = open.filter((item) => item.id !== 11);
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

function renderSection(entries: string[], queryClient?: QueryClient) {
  return renderWithProviders(
    <WithPermissions entries={entries}>
      <EmployerUsersSection employerId={7} employerName="Acme Bakery" heading="h1" title="Users of Acme Bakery" />
    </WithPermissions>,
    { queryClient },
  );
}

describe('employer users section', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('invites an address and says the invitation was sent', async () => {
    const fetchMock = mockApi({ invitations: [] });
    renderSection(['employer-users.all']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await user.type(within(dialog).getByLabelText(/Email/), 'Nia@Example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([
        { type: 'success', message: 'An invitation was sent to nia@example.test.' },
      ]);
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(requestJson(post?.[1])).toMatchObject({ email: 'nia@example.test', role: 'employer-user' });
  });

  it('shows the invitation limit (429) in the dialog', async () => {
    mockApi({ invitations: [], invite: jsonResponse(429, { message: MESSAGES.tooManyAttempts }) });
    renderSection(['employer-users.all']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await user.type(within(dialog).getByLabelText(/Email/), 'nia@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Too many attempts. Please try again later.')).toBeTruthy();
    expect(noticeStore.get()).toEqual([]);
  });

  it('puts "already a member" under the email field', async () => {
    mockApi({
      invitations: [],
      invite: jsonResponse(422, { message: MESSAGES.givenDataInvalid, errors: { email: [MESSAGES.alreadyMember] } }),
    });
    renderSection(['employer-users.all']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await user.type(within(dialog).getByLabelText(/Email/), 'staff@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This user already belongs to this employer.')).toBeTruthy();
  });

  it('lists the open invitations and revokes one after confirmation', async () => {
    const fetchMock = mockApi();
    renderSection(['employer-users.all']);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(within(table).getByText('nia@example.test')).toBeTruthy();
    expect(within(table).getByText('Employer admin')).toBeTruthy();
    expect(within(table).getByText(/^Expires /)).toBeTruthy();
    expect(within(table).getByText(/^Expired /)).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Revoke the invitation to nia@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    expect(within(dialog).getByText(/nia@example\.test/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => {
      expect(within(table).queryByText('nia@example.test')).toBeNull();
    });
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => init?.method === 'DELETE' && requestUrl(input).endsWith('/invitations/11'),
      ),
    ).toBe(true);
    expect(noticeStore.get()).toMatchObject([
      { type: 'success', message: 'The invitation to nia@example.test was revoked.' },
    ]);
  });

  it('removes a user only once their name is typed', async () => {
    const fetchMock = mockApi({ invitations: [] });
    renderSection(['employer-users.all']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove user' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Type the name to confirm'), 'Sam Staf');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Type the name to confirm'), 'f');
    await user.click(confirm);
    await waitFor(() => {
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => init?.method === 'DELETE' && requestUrl(input).endsWith('/users/4'),
        ),
      ).toBe(true);
    });
    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'Sam Staff was removed.' }]);
    });
  });

  it('disables the role and the removal of the last admin, saying why', async () => {
    mockApi({ invitations: [], members: [lastAdmin, member] });
    renderSection(['employer-users.all']);
    const role = await screen.findByRole('combobox', { name: 'Role of Eli Employer' });
    const remove = screen.getByRole('button', { name: 'Remove Eli Employer' });
    expect(role).toHaveProperty('disabled', true);
    expect(remove).toHaveProperty('disabled', true);
    const reason = 'The only admin: make another user an admin before changing this role or removing them.';
    expect(role.getAttribute('aria-describedby')).toBe(screen.getByText(reason).id);
    expect(remove.getAttribute('aria-describedby')).toBe(screen.getByText(reason).id);
    expect(screen.getByRole('combobox', { name: 'Role of Sam Staff' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Remove Sam Staff' })).toHaveProperty('disabled', false);
  });

  it('offers Impersonate on each user to those who may, and to no one else (decision 0052)', async () => {
    mockApi({ invitations: [], members: [member, { ...lastAdmin, id: 1, name: 'Test User' }] });
    const { unmount } = renderSection(['employer-users.all']);
    expect(await screen.findByRole('button', { name: 'Impersonate Sam Staff' })).toBeTruthy();
    // Never yourself (the session's user is id 1).
    expect(screen.queryByRole('button', { name: 'Impersonate Test User' })).toBeNull();
    unmount();
    renderSection(['employer-users.read']);
    expect(await screen.findByText('staff@acme.test')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Impersonate/ })).toBeNull();
  });

  it('shows no invitations block when there are none, and no revoke without delete', async () => {
    mockApi({ invitations: [] });
    const { unmount } = renderSection(['employer-users.read']);
    expect(await screen.findByText('Sam Staff')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).toBeNull();
    unmount();

    mockApi();
    renderSection(['employer-users.read']);
    const table = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(within(table).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
  });

  it('offers to try again when the invitations cannot be loaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const path = new URL(requestUrl(input), 'http://portal.test').pathname;
      if (path.endsWith('/invitations')) return Promise.resolve(jsonResponse(500, { message: MESSAGES.serverError }));
      return Promise.resolve(jsonResponse(200, page([member])));
    });
    renderSection(['employer-users.read'], new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const heading = await screen.findByRole('heading', { name: 'Pending invitations' });
    const section = heading.closest('section');
    expect(section && within(section).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
