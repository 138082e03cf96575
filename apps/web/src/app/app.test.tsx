import { MESSAGES } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../lib/auth-store';
import { pageNavigation } from '../lib/page-navigation';
import { createQueryClient } from '../lib/query-client';
import { scopeStore } from '../lib/scope-store';
import { jsonResponse, requestUrl } from '../testing/render';
import { LocaleProvider } from './providers/locale-provider';
import { AppThemeProvider } from './providers/theme-provider';
import { routes } from './router';

const me = {
  id: 1,
  name: 'Site Admin',
  email: 'admin@acme.test',
  avatar: null,
  permissions: { 'site:3': ['employers.read'] },
  accounts: [
    {
      id: 1,
      name: 'acme',
      title: 'Acme',
      sites: [
        { id: 3, name: 'careers', title: 'Acme Careers', employers: [] },
        { id: 4, name: 'jobs', title: 'Acme Jobs', employers: [] },
      ],
    },
  ],
};

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LocaleProvider>
        <AppThemeProvider>
          <RouterProvider router={router} />
        </AppThemeProvider>
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return router;
}

function mockApi(handlers: Record<string, () => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    const handler = handlers[path];
    return Promise.resolve(handler ? handler() : jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

describe('the app', () => {
  beforeEach(() => {
    authStore.set(null);
    scopeStore.set({ accountId: null, siteId: null, employerId: null });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.title = '';
  });

  it('sends a visitor to the login page by a full page load (default branding when none is found), keeping the query and the way back', async () => {
    mockApi({});
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    renderApp('/acme/careers/employers?page=2');
    await waitFor(() => {
      expect(replace).toHaveBeenCalledTimes(1);
    });
    const url = new URL(replace.mock.calls[0]?.[0] ?? '', 'http://portal.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('to')).toBe('/acme/careers/employers?page=2');
    expect(document.title).toBe('Portal');
  });

  it('shows the dashboard of the selected account and site to a signed-in user', async () => {
    authStore.set({ access_token: 't', token_type: 'Bearer', parent: null, redirect: null });
    mockApi({
      '/portal/auth/me': () => jsonResponse(200, me),
      '/portal/v1/site/dashboard': () =>
        jsonResponse(200, {
          data: {
            site: { id: 3, name: 'careers', title: 'Acme Careers' },
            counts: { employers: 22, employers_on_hold: 3 },
          },
        }),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Acme · Acme Careers')).toBeTruthy();
    expect(await screen.findByText('Employers on hold')).toBeTruthy();
    expect(scopeStore.get()).toEqual({ accountId: 1, siteId: 3, employerId: null });
  });

  it('selects the account and site a path names, and replaces names the user lacks', async () => {
    authStore.set({ access_token: 't', token_type: 'Bearer', parent: null, redirect: null });
    mockApi({ '/portal/auth/me': () => jsonResponse(200, me) });
    const router = renderApp('/acme/jobs/anything');
    await waitFor(() => {
      expect(scopeStore.get().siteId).toBe(4);
    });
    expect(router.state.location.pathname).toBe('/acme/jobs/anything');

    cleanup();
    const second = renderApp('/initech/main/anything?x=1');
    await waitFor(() => {
      expect(second.state.location.pathname).toBe('/acme/jobs/anything');
    });
    expect(second.state.location.search).toBe('?x=1');
  });
});
