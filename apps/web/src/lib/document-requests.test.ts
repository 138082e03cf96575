import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../testing/render';

// The first page's GETs the document sends (index.html's inline script, lib/document-requests.ts) and
// their hand-over to the app (lib/early-requests.ts). Each test loads the modules afresh: the
// document runs once per page load.
const me = {
  id: 7,
  name: 'Ada',
  email: 'admin@acme.test',
  avatar: null,
  permissions: { 'site:3': ['employers.all'], 'site:4': ['employers.all'] },
  accounts: [
    {
      id: 1,
      name: 'acme',
      title: 'Acme',
      sites: [
        { id: 3, name: 'careers', title: 'Careers', employers: [] },
        { id: 4, name: 'jobs', title: 'Jobs', employers: [] },
      ],
    },
  ],
};
const LIST = '/portal/v1/employers?page=1&per_page=25';

let served = 0;
function mockApi() {
  served = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(requestUrl(input), 'http://portal.test');
    if (url.pathname === '/portal/auth/me') return Promise.resolve(jsonResponse(200, me));
    if (url.pathname === '/portal/v1/employers') {
      served += 1;
      return Promise.resolve(jsonResponse(200, { data: [{ id: served }], meta: { total: 1 } }));
    }
    return Promise.resolve(jsonResponse(404, { message: 'Not found.' }));
  });
}
type FetchMock = ReturnType<typeof mockApi>;
const listCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([input]) => requestUrl(input).endsWith(LIST))
    .map(([, init]) => new Headers(init?.headers));

/** A page load of `path`: the document's script, then the entry adopting what it sent. */
async function loadPage(path: string, scope?: { accountId: number; siteId: number; employerId: null }) {
  localStorage.setItem('portal-auth', JSON.stringify({ access_token: 'tok', token_type: 'Bearer' }));
  if (scope) localStorage.setItem('portal-scope', JSON.stringify(scope));
  window.history.replaceState(null, '', path);
  vi.resetModules();
  delete window.__portalEarly;
  (await import('./document-requests')).startDocumentRequests();
  (await import('./early-requests')).startEarlyRequests();
  const { apiRequest } = await import('./api-client');
  const list = () => apiRequest('/v1/employers', undefined, { query: { page: 1, per_page: 25 } });
  return { apiRequest, list };
}

/** What the router hands a loader for `path` (/:account/:site/employers). */
function loaderArgs(path: string) {
  const [account = '', site = ''] = path.split('/').filter(Boolean);
  const url = new URL(`http://portal.test${path}`);
  return {
    request: new Request(url),
    url,
    pattern: '/:account/:site/employers',
    params: { account, site },
    context: undefined,
  };
}

/** The employers list's route loader, as the router runs it on the first navigation. */
async function runListLoader(path: string) {
  const { prefetchLoader } = await import('./route-prefetch');
  const { apiRequest } = await import('./api-client');
  const { queryClient } = await import('./query-client');
  const query = {
    queryKey: ['employers', 'page-1'],
    queryFn: () => apiRequest('/v1/employers', undefined, { query: { page: 1, per_page: 25 } }),
  };
  const loader = prefetchLoader({ action: 'read', subject: 'employers' }, () => [query], '/v1/employers');
  void loader(loaderArgs(path));
  await vi.waitFor(() => {
    expect(queryClient.getQueryState(query.queryKey)?.status).toBe('success');
  });
  return queryClient.getQueryData(query.queryKey);
}

describe("a list's first page, sent by the document", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('leaves at once with the stored site, and the list loader takes it: one request', async () => {
    const fetchMock = mockApi();
    await loadPage('/acme/careers/employers', { accountId: 1, siteId: 3, employerId: null });
    expect(listCalls(fetchMock).map((headers) => headers.get('X-AF-SID'))).toEqual(['3']);
    await expect(runListLoader('/acme/careers/employers')).resolves.toEqual({ data: [{ id: 1 }], meta: { total: 1 } });
    expect(listCalls(fetchMock)).toHaveLength(1);
  });

  it('on a first visit leaves once /auth/me has answered, for the site the path names', async () => {
    const fetchMock = mockApi();
    await loadPage('/acme/jobs/employers');
    await vi.waitFor(() => {
      expect(listCalls(fetchMock).map((headers) => headers.get('X-AF-SID'))).toEqual(['4']);
    });
    await expect(runListLoader('/acme/jobs/employers')).resolves.toMatchObject({ data: [{ id: 1 }] });
    expect(listCalls(fetchMock)).toHaveLength(1);
  });

  it('is not sent for a list URL with a sort or a filter, nor for a page that is not a list', async () => {
    const fetchMock = mockApi();
    await loadPage('/acme/careers/employers?sort=-created_at', { accountId: 1, siteId: 3, employerId: null });
    await loadPage('/acme/careers/employers/12', { accountId: 1, siteId: 3, employerId: null });
    expect(fetchMock.mock.calls.some(([input]) => requestUrl(input).includes('/v1/employers'))).toBe(false);
  });

  it('is never served after sign-out, even to the same token asking the same page', async () => {
    const fetchMock = mockApi();
    const { list } = await loadPage('/acme/careers/employers', { accountId: 1, siteId: 3, employerId: null });
    const { clearUserQueries } = await import('./query-client');
    clearUserQueries();
    await expect(list()).resolves.toMatchObject({ data: [{ id: 2 }] });
    expect(listCalls(fetchMock)).toHaveLength(2);
  });

  it('is never served after a switch to another site and back', async () => {
    const fetchMock = mockApi();
    const { list } = await loadPage('/acme/careers/employers', { accountId: 1, siteId: 3, employerId: null });
    const { setSelection } = await import('./scope-store');
    setSelection({ accountId: 1, siteId: 4, employerId: null });
    setSelection({ accountId: 1, siteId: 3, employerId: null });
    await expect(list()).resolves.toMatchObject({ data: [{ id: 2 }] });
    expect(listCalls(fetchMock)).toHaveLength(2);
  });

  it('is dropped when the first list loader did not take it (the path names another site than the stored one)', async () => {
    const fetchMock = mockApi();
    const { list } = await loadPage('/acme/careers/employers', { accountId: 1, siteId: 4, employerId: null });
    const { prefetchLoader } = await import('./route-prefetch');
    const { endFirstPage } = await import('./early-requests');
    const loader = prefetchLoader({ action: 'read', subject: 'employers' }, () => [], '/v1/employers');
    void loader(loaderArgs('/acme/careers/employers'));
    // The loader replaces the path (the stored site is `jobs`) and starts nothing; once it is done the
    // document's answer for site 4 is gone: a later ask for that very request goes to the network.
    await vi.waitFor(() => {
      expect(fetchMock.mock.calls.some(([input]) => requestUrl(input).endsWith('/auth/me'))).toBe(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    endFirstPage();
    await expect(list()).resolves.toMatchObject({ data: [{ id: 2 }] });
  });
});

describe('the language whose strings the document preloads', () => {
  const branding = (settings: Record<string, unknown>) =>
    JSON.stringify({ domain: 'localhost', branding: { id: 1, settings } });

  afterEach(() => {
    localStorage.clear();
  });

  it("is the stored choice where this domain's cached branding offers it, else the branding's default", async () => {
    const { storedLocale } = await import('./document-requests');
    localStorage.setItem('portal-settings', JSON.stringify({ language: 'ar' }));
    localStorage.setItem(
      'portal-branding',
      branding({ translation_enabled: true, default_locale: 'fr', languages: [] }),
    );
    expect(storedLocale('localhost')).toBe('ar');
    localStorage.setItem(
      'portal-branding',
      branding({ translation_enabled: true, default_locale: 'fr', languages: ['fr'] }),
    );
    expect(storedLocale('localhost')).toBe('fr');
    localStorage.setItem(
      'portal-branding',
      branding({ translation_enabled: false, default_locale: 'fr', languages: [] }),
    );
    expect(storedLocale('localhost')).toBe('fr');
  });

  it("is the stored choice without this domain's branding, and English for nothing stored or a value not understood", async () => {
    const { storedLocale } = await import('./document-requests');
    localStorage.setItem(
      'portal-branding',
      branding({ translation_enabled: false, default_locale: 'fr', languages: [] }),
    );
    localStorage.setItem('portal-settings', JSON.stringify({ language: 'ar' }));
    expect(storedLocale('jobs.example.com')).toBe('ar');
    localStorage.clear();
    expect(storedLocale('localhost')).toBe('en');
    localStorage.setItem('portal-settings', JSON.stringify({ language: 'xx' }));
    expect(storedLocale('localhost')).toBe('en');
    localStorage.setItem('portal-branding', JSON.stringify({ domain: 'localhost', branding: { id: 1 } }));
    localStorage.setItem('portal-settings', '{not json');
    expect(storedLocale('localhost')).toBe('en');
  });
});
