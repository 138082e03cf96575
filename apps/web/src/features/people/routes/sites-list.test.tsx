import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render';
import { fakePeopleApi } from '../testing/fake-people-api';
import { ACCOUNT_ADMIN, WithAccountPermissions } from '../testing/people-session';
import { SitesListRoute } from './sites-list';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the account sites page', () => {
  it('lists the sites with their domains and counts, each opening its dashboard', async () => {
    fakePeopleApi();
    renderWithProviders(
      <WithAccountPermissions entries={ACCOUNT_ADMIN}>
        <SitesListRoute />
      </WithAccountPermissions>,
      { path: '/:account/sites', initialEntry: '/acme/sites' },
    );
    const table = await screen.findByRole('table', { name: 'Sites of the account' });
    const link = within(table).getByRole('link', { name: 'Open Acme Careers' });
    expect(link.getAttribute('href')).toBe('/acme/careers');
    expect(within(table).getByText('careers.acme.test')).toBeTruthy();
    expect(within(table).getByText('9')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });
});
