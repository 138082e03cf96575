import { HEADERS } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acmeBranding } from '../testing/branding-fixture';
import { jsonResponse, requestUrl } from '../testing/render';
import { apiRequest, buildHeaders, buildUrl } from './api-client';
import { authStore } from './auth-store';
import { cacheBranding } from './branding';
import { startEarlyGet, startEarlyRequests } from './early-requests';
import { leaveForNextPage } from './one-shot';
import { ME_HANDOFF_STORAGE_KEY } from './storage-keys';

const me = { id: 7, name: 'Ada', email: 'admin@acme.test', avatar: null, permissions: {}, accounts: [] };

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/accounts/branding') return Promise.resolve(jsonResponse(200, acmeBranding));
    if (path === '/portal/auth/me') return Promise.resolve(jsonResponse(200, me));
    return Promise.resolve(jsonResponse(404, { message: 'Not found.' }));
  });
}
const paths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(requestUrl(input), 'http://portal.test').pathname);
const signIn = () => authStore.set({ access_token: 'tok', token_type: 'Bearer', parent: null, redirect: null });

describe('early requests: branding and /auth/me leave before the app code has run', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    authStore.set(null);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts both at once for a signed-in visitor, and the API client takes each answer once', async () => {
    signIn();
    const fetchMock = mockApi();
    startEarlyRequests('acme.test');
    expect(paths(fetchMock)).toEqual(['/portal/accounts/branding', '/portal/auth/me']);

    await expect(apiRequest('/auth/me', undefined, { scope: false })).resolves.toMatchObject({ id: 7 });
    await expect(
      apiRequest('/accounts/branding', undefined, { query: { domain: 'acme.test' }, scope: false }),
    ).resolves.toMatchObject({ title: 'Acme Careers' });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // Taken once: asking again goes to the network.
    await apiRequest('/auth/me', undefined, { scope: false });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('an early GET dropped untaken is never served later: the next ask goes to the network', async () => {
    signIn();
    const fetchMock = mockApi();
    const forget = startEarlyGet(buildUrl('/auth/me', {}), buildHeaders({ scope: false }));
    forget();
    await apiRequest('/auth/me', undefined, { scope: false });
    expect(paths(fetchMock)).toEqual(['/portal/auth/me', '/portal/auth/me']);
  });

  it('sends the cached branding id as the branding token', () => {
    signIn();
    cacheBranding('acme.test', acmeBranding);
    const fetchMock = mockApi();
    startEarlyRequests('acme.test');
    const meCall = fetchMock.mock.calls.find(([input]) => requestUrl(input).includes('/auth/me'));
    expect(new Headers(meCall?.[1]?.headers).get(HEADERS.brandingToken)).toBe(String(acmeBranding.id));
  });

  it('is not used for a request with other headers (another token, a scope)', async () => {
    signIn();
    const fetchMock = mockApi();
    startEarlyRequests('acme.test');
    authStore.set({ access_token: 'other', token_type: 'Bearer', parent: null, redirect: null });
    await apiRequest('/auth/me', undefined, { scope: false });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const last = fetchMock.mock.calls[2];
    expect(new Headers(last?.[1]?.headers).get('Authorization')).toBe('Bearer other');
  });

  it('asks only for the branding when signed out, or when the sign-in page handed the user over', () => {
    let fetchMock = mockApi();
    startEarlyRequests('acme.test');
    expect(paths(fetchMock)).toEqual(['/portal/accounts/branding']);
    vi.restoreAllMocks();

    signIn();
    leaveForNextPage(ME_HANDOFF_STORAGE_KEY, { access_token: 'tok', me });
    fetchMock = mockApi();
    startEarlyRequests('acme.test');
    expect(paths(fetchMock)).toEqual(['/portal/accounts/branding']);
  });

  it('a failed early request surfaces as the usual API error to its taker', async () => {
    signIn();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(jsonResponse(500, { message: 'Boom' })));
    startEarlyRequests('acme.test');
    await expect(apiRequest('/auth/me', undefined, { scope: false, expireOn401: false })).rejects.toMatchObject({
      status: 500,
    });
  });
});
