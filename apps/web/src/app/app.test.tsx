import { MESSAGES } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../lib/auth-store';
import { pageNavigation } from '../lib/page-navigation';
import { queryClient } from '../lib/query-client';
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

/** The whole route tree loads its lazy modules before the first render: slow under a busy test runner. */
const APP_LOAD_MS = 8000;

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
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
    // The app's own client: route loaders fill the same cache the pages read (lib/route-prefetch.ts).
    queryClient.clear();
    authStore.set(null);
    scopeStore.set({ accountId: null, siteId: null, employerId: null });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.title = '';
  });

  it('sends a visitor to the login page by a full page load (default branding when none is found), keeping the query and the way back', async () => {
    mockApi({});
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    renderApp('/acme/careers/employers?page=2');
    await waitFor(
      () => {
        expect(replace).toHaveBeenCalledTimes(1);
      },
      { timeout: APP_LOAD_MS },
    );
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: APP_LOAD_MS })).toBeTruthy();
    expect(await screen.findByText('Acme · Acme Careers')).toBeTruthy();
    expect(await screen.findByText('Employers on hold')).toBeTruthy();
    expect(scopeStore.get()).toEqual({ accountId: 1, siteId: 3, employerId: null });
  });

  it('lets the path choose the site on a first visit, before any site was chosen', async () => {
    authStore.set({ access_token: 't', token_type: 'Bearer', parent: null, redirect: null });
    mockApi({ '/portal/auth/me': () => jsonResponse(200, me) });
    const router = renderApp('/acme/jobs/employers/hold');
    await waitFor(
      () => {
        expect(scopeStore.get().siteId).toBe(4);
      },
      { timeout: APP_LOAD_MS },
    );
    expect(router.state.location.pathname).toBe('/acme/jobs/employers/hold');
  });

  it('replaces a path naming another site the user has, or names they lack, with the selected site (spec §2)', async () => {
    authStore.set({ access_token: 't', token_type: 'Bearer', parent: null, redirect: null });
    scopeStore.set({ accountId: 1, siteId: 3, employerId: null });
    mockApi({ '/portal/auth/me': () => jsonResponse(200, me) });
    const router = renderApp('/acme/jobs/employers/hold?x=1');
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/acme/careers/employers/hold');
      },
      { timeout: APP_LOAD_MS },
    );
    expect(router.state.location.search).toBe('?x=1');
    expect(scopeStore.get().siteId).toBe(3);

    cleanup();
    const second = renderApp('/initech/main/employers/hold');
    await waitFor(
      () => {
        expect(second.state.location.pathname).toBe('/acme/careers/employers/hold');
      },
      { timeout: APP_LOAD_MS },
    );
  });

  it.each([
    ['signed out', false],
    ['signed in', true],
  ])('shows the public not-found page for an unknown path of any length, %s', async (_, signedIn) => {
    if (signedIn) authStore.set({ access_token: 't', token_type: 'Bearer', parent: null, redirect: null });
    mockApi({ '/portal/auth/me': () => jsonResponse(200, me) });
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    for (const path of ['/foo', '/foo/bar/baz', '/acme/careers/no-such-page', '/foo/bar/baz/qux/quux']) {
      const router = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: APP_LOAD_MS })).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      cleanup();
    }
    expect(replace).not.toHaveBeenCalled();
  });

  it('requests a list page once, under the site its path names, while the page code loads', async () => {
    authStore.set({ access_token: 't', token_type: 'Bearer', parent: null, redirect: null });
    const fetchMock = mockApi({
      '/portal/auth/me': () => jsonResponse(200, me),
      '/portal/v1/site/field-options': () => jsonResponse(200, { data: { industry: [], business_size: [] } }),
      '/portal/v1/employers': () =>
        jsonResponse(200, {
          data: [],
          meta: { current_page: 1, last_page: 1, per_page: 25, total: 0, from: null, to: null },
        }),
    });
    renderApp('/acme/careers/employers?sort=business_name');
    expect(await screen.findByText('No data available', {}, { timeout: APP_LOAD_MS })).toBeTruthy();
    const listCalls = fetchMock.mock.calls.filter(([input]) => requestUrl(input).includes('/portal/v1/employers'));
    expect(listCalls).toHaveLength(1);
    const [input, init] = listCalls[0] ?? [];
    expect(new URL(requestUrl(input), 'http://portal.test').searchParams.get('sort')).toBe('business_name');
    expect(new Headers(init?.headers).get('X-AF-SID')).toBe('3');
  });
});
