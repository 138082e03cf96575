import { HEADERS, type Me } from '@portal/contract';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_MANIFESTS } from './manifests';
import { jsonResponse, requestUrl } from '../testing/render';
import { authStore } from '../lib/auth-store';
import { queryClient } from '../lib/query-client';
import { EMPTY_SELECTION, setChosenEmployer, setSelection } from '../lib/scope-store';

const me: Me = {
  id: 1,
  name: 'Ada Admin',
  email: 'admin@acme.test',
  avatar: null,
  permissions: {
    'site:3': [
      'employers.all',
      'jobs.all',
      'consultants.all',
      'seekers.all',
      'applications.all',
      'credits.all',
      'settings.all',
      'audit.read',
    ],
  },
  accounts: [
    { id: 1, name: 'acme', title: 'Acme', sites: [{ id: 3, name: 'careers', title: 'Careers', employers: [] }] },
  ],
};

/** The site route of `/:account/:site/<path>` whose loader reads that list. */
function listRoute(path: string): RouteObject {
  const [top, child] = path.split('/');
  const route = FEATURE_MANIFESTS.flatMap((feature) => feature.routes.site ?? []).find((r) => r.path === top);
  const found = route?.children ? route.children.find((r) => (child ? r.path === child : r.index)) : route;
  if (!found) throw new Error(`no site route ${path}`);
  return found;
}

const urlOf = (input: RequestInfo | URL) => new URL(requestUrl(input), 'http://portal.test');

/** `/auth/me`, and an empty page for the list at `api`; anything else is not there. */
function mockApi(api: string) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = urlOf(input);
    if (url.pathname === '/portal/auth/me') return Promise.resolve(jsonResponse(200, me));
    if (url.pathname !== `/portal${api}`) return Promise.resolve(jsonResponse(404, { message: 'Not found.' }));
    return Promise.resolve(
      jsonResponse(200, { data: [], meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 } }),
    );
  });
}

/** Runs the loader of `page` (a site route) at `path` and answers the requests it led to for the list at `api`. */
async function listCallsOf(page: string, path: string, api: string) {
  const fetchMock = mockApi(api);
  await runLoader(listRoute(page), path);
  return fetchMock.mock.calls.filter(([input]) => urlOf(input).pathname === `/portal${api}`);
}

async function runLoader(route: RouteObject, path: string) {
  const loader = route.loader as (args: LoaderFunctionArgs) => unknown;
  loader({ request: new Request(`http://portal.test${path}`), params: { account: 'acme', site: 'careers' } } as never);
  // The page's queries have run once every query the loader started has settled.
  await vi.waitFor(() => {
    const lists = queryClient.getQueryCache().findAll({ predicate: (q) => q.queryKey[1] === 'list' });
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((q) => q.state.status !== 'pending')).toBe(true);
  });
}

describe('prefetchLoader: a list page asks for its first page before its query module has loaded', () => {
  beforeEach(() => {
    queryClient.clear();
    setSelection(EMPTY_SELECTION);
    setChosenEmployer(null);
    authStore.set({ access_token: 'tok', token_type: 'Bearer', parent: null, redirect: null });
  });
  afterEach(() => {
    queryClient.clear();
    authStore.set(null);
  });

  it.each([
    ['employers', '/v1/employers'],
    ['employers/hold', '/v1/employers/on-hold'],
    ['jobs', '/v1/jobs'],
    ['consultants', '/v1/consultants'],
    ['audit', '/v1/audit'],
    ['seekers', '/v1/seekers'],
    ['applications', '/v1/applications'],
  ])('%s: one request for the page, the early one, taken by the page query', async (page, api) => {
    const calls = await listCallsOf(page, `/acme/careers/${page}?page=2&per_page=50`, api);
    expect(calls.map(([input]) => urlOf(input).search)).toEqual(['?page=2&per_page=50']);
    // Started by the loader (no abort signal: nobody can cancel it), not by the page's query.
    expect(calls[0]?.[1]?.signal).toBeUndefined();
  });

  it('the products of Settings → Products and pricing: the tab is not a list parameter', async () => {
    const calls = await listCallsOf('settings', '/acme/careers/settings?tab=pricing', '/v1/site/products');
    expect(calls.map(([input]) => urlOf(input).search)).toEqual(['?page=1&per_page=25']);
    expect(calls[0]?.[1]?.signal).toBeUndefined();
  });

  it('the credit ledger, once staff have chosen an employer, sent with that employer', async () => {
    setChosenEmployer(7);
    const calls = await listCallsOf('credit-system', '/acme/careers/credit-system', '/v1/credit/ledgers');
    expect(calls).toHaveLength(1);
    expect(new Headers(calls[0]?.[1]?.headers).get(HEADERS.employer)).toBe('7');
    expect(calls[0]?.[1]?.signal).toBeUndefined();
  });

  it('a sort or a filter waits for the list definition: the page query asks for it itself', async () => {
    const calls = await listCallsOf('employers', '/acme/careers/employers?sort=business_name', '/v1/employers');
    expect(calls.map(([input]) => urlOf(input).search)).toEqual(['?page=1&per_page=25&sort=business_name']);
    expect(calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });
});
