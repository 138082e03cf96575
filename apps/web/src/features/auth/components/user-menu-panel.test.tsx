import { buildAbility, type Me } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionContextProvider } from '../../../lib/session-context';
import { renderWithProviders } from '../../../testing/render';
import { UserMenuPanel } from './user-menu-panel';

const me: Me = {
  id: 4,
  name: 'Eli Employer',
  email: 'employer@acme.test',
  avatar: null,
  permissions: {},
  accounts: [],
  impersonator: { id: 1, name: 'Ada Admin', email: 'admin@acme.test', redirect_path: '/acme/careers/people' },
};

describe('the account menu while impersonating', () => {
  it('says who is who as the banner does: the staff member acts as the person', async () => {
    const anchor = document.createElement('button');
    document.body.append(anchor);
    renderWithProviders(
      <SessionContextProvider value={{ me, selection: null, ability: buildAbility(me.permissions, {}) }}>
        <UserMenuPanel id="menu" anchor={anchor} onClose={() => undefined} />
      </SessionContextProvider>,
    );
    expect(await screen.findByText('You (Ada Admin) are acting as Eli Employer')).toBeTruthy();
  });
});
