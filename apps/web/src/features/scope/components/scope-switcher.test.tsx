import type { AccountRef, Me } from '@portal/contract';
import { buildAbility } from '@portal/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { resolveSelection } from '../../../lib/scope';
import { SessionContextProvider } from '../../../lib/session-context';
import { ScopeSwitcher } from './scope-switcher';

const account: AccountRef = {
  id: 1,
  name: 'acme',
  title: 'Acme',
  sites: [
    { id: 3, name: 'careers', title: 'Careers', employers: [] },
    { id: 4, name: 'jobs', title: 'Jobs', employers: [] },
  ],
};
const me: Me = { id: 1, name: 'Owner', email: 'owner@acme.test', avatar: null, permissions: {}, accounts: [account] };
const selection = resolveSelection([account], { accountId: 1, siteId: 3, employerId: null });
const session = { me, selection, ability: buildAbility(me.permissions, selection.ids) };

/** The switcher on a page of the app's shape: lists, a record's page and its edit page under /:account/:site. */
function renderAt(url: string) {
  const page = (
    <SessionContextProvider value={session}>
      <ScopeSwitcher />
    </SessionContextProvider>
  );
  const router = createMemoryRouter(
    [
      {
        path: ':account/:site',
        children: [
          {
            path: 'employers',
            children: [
              { index: true, element: page },
              { path: 'hold', element: page },
              { path: ':id', element: page },
              { path: ':id/edit', element: page },
            ],
          },
          { path: 'credit-system', element: page },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function switchToJobs() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Switch account and site: Acme / Careers' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Acme / Jobs' }));
}

describe('switching site', () => {
  it("on a record's page opens the list that held it in the new site", async () => {
    for (const url of ['/acme/careers/employers/12', '/acme/careers/employers/12/edit']) {
      const router = renderAt(url);
      await switchToJobs();
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/acme/jobs/employers');
      });
      cleanup();
      router.dispose();
    }
  });

  it("keeps a page that names no record, without the old site's query", async () => {
    for (const [url, to] of [
      ['/acme/careers/employers/hold?page=3', '/acme/jobs/employers/hold'],
      ['/acme/careers/credit-system?employer=7', '/acme/jobs/credit-system'],
    ] as const) {
      const router = renderAt(url);
      await switchToJobs();
      await waitFor(() => {
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to);
      });
      cleanup();
      router.dispose();
    }
  });
});
