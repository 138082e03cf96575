import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render';
import { callsTo, fakePeopleApi } from '../testing/fake-people-api';
import { ACCOUNT_ADMIN, WithAccountPermissions } from '../testing/people-session';
import { UsersListRoute } from './users-list';

function renderUsers(entries = ACCOUNT_ADMIN) {
  const spy = fakePeopleApi();
  renderWithProviders(
    <WithAccountPermissions entries={entries}>
      <UsersListRoute />
    </WithAccountPermissions>,
    { path: '/:account/users', initialEntry: '/acme/users' },
  );
  return { spy, user: userEvent.setup() };
}

/** The first render of the page (MUI, the kit's table) can take a few seconds on a busy machine. */
const SLOW = { timeout: 15_000 };
const findRow = (name: string) => screen.findByRole('button', { name }, SLOW);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the account users page', { timeout: 30_000 }, () => {
  it('lists the users with their roles per scope, with no serious accessibility violation', async () => {
    renderUsers();
    expect(await findRow('Rita Recruiter')).toBeTruthy();
    expect(screen.getByText('Recruiter · Site careers')).toBeTruthy();
    expect(screen.getByText('Account admin · Whole account')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('invites an address, offering only the roles the user may grant', async () => {
    const { spy, user } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Invite user' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    const role = within(dialog).getByRole('combobox', { name: /Role/ });
    await vi.waitFor(() => {
      expect(
        within(role)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Account admin']);
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Where/ }), 'Site careers');
    await vi.waitFor(() => {
      expect(
        within(role)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Site admin', 'Recruiter']);
    });
    await user.selectOptions(role, 'Recruiter');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nova@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => {
      expect(callsTo(spy, 'POST', '/v1/accounts/users')).toEqual([
        { email: 'nova@acme.test', name: null, scope_type: 'site', scope_id: 3, role: 'recruiter' },
      ]);
    });
  });

  it('gives a role in a site from the user’s dialog', async () => {
    const { spy, user } = renderUsers();
    await user.click(await findRow('Rita Recruiter'));
    const dialog = await screen.findByRole('dialog', { name: /Rita Recruiter/ });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Where/ }), 'Site jobs');
    await vi.waitFor(() => {
      expect(within(dialog).getAllByRole('option', { name: 'Site admin' })).toHaveLength(1);
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'Site admin');
    await user.click(within(dialog).getByRole('button', { name: 'Give role' }));
    await vi.waitFor(() => {
      expect(callsTo(spy, 'PUT', '/v1/accounts/users/2/roles')).toEqual([
        { scope_type: 'site', scope_id: 4, role: 'site-admin' },
      ]);
    });
  });

  it('disables after confirming, and removes only once the email is typed', async () => {
    const { spy, user } = renderUsers();
    await user.click(await findRow('Rita Recruiter'));
    const dialog = await screen.findByRole('dialog', { name: /Rita Recruiter/ });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable Rita Recruiter?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await vi.waitFor(() => {
      expect(callsTo(spy, 'POST', '/v1/accounts/users/2/disable')).toHaveLength(1);
    });

    await user.click(await within(dialog).findByRole('button', { name: 'Remove from account' }));
    const typed = await screen.findByRole('dialog', { name: 'Remove Rita Recruiter from the account?' });
    const removeButton = within(typed).getByRole('button', { name: 'Remove from account' });
    expect(removeButton).toHaveProperty('disabled', true);
    await user.type(within(typed).getByRole('textbox'), 'recruiter@acme.test');
    await user.click(removeButton);
    await vi.waitFor(() => {
      expect(callsTo(spy, 'DELETE', '/v1/accounts/users/2')).toHaveLength(1);
    });
  });

  it('keeps a user’s own access out of reach, and hides the invite button without the right', async () => {
    const { user } = renderUsers(['users.read']);
    await user.click(await findRow('Max Manager'));
    const dialog = await screen.findByRole('dialog', { name: /Max Manager/ });
    expect(within(dialog).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Remove from account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
  });

  it('shows each role’s permission list', async () => {
    const { user } = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Roles and permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles and permissions' });
    const owner = await within(dialog).findByRole('region', { name: 'Account owner' });
    expect(within(owner).getByText('all')).toBeTruthy();
  });
});
