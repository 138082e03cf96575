import { HEADERS } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { acmeBranding } from '../testing/branding-fixture';
import { jsonResponse, requestUrl } from '../testing/render';
import { authStore } from './auth-store';
import { boot } from './boot';
import { cacheBranding } from './branding';
import { leaveForNextPage } from './one-shot';
import { createQueryClient } from './query-client';
import { ME_HANDOFF_STORAGE_KEY } from './storage-keys';

const me = { id: 7, name: 'Ada', email: 'admin@acme.test', avatar: null, permissions: {}, accounts: [] };

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/accounts/branding')
      return Promise.resolve(jsonResponse(200, { ...acmeBranding, title: 'Fresh' }));
    if (path === '/portal/auth/me') return Promise.resolve(jsonResponse(200, me));
    return Promise.resolve(jsonResponse(404, { message: 'Not found.' }));
  });
}
const paths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(requestUrl(input), 'http://portal.test').pathname);

describe('boot: what every page needs is requested before the first render', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    authStore.set(null);
  });

  it('shows the last branding of this host at once, then replaces it with a fresh one, fetched once', async () => {
    cacheBranding('acme.test', acmeBranding);
    const fetchMock = mockApi();
    const client = createQueryClient();
    boot(client, 'acme.test');
    expect(client.getQueryData(['branding', 'acme.test'])).toMatchObject({ title: 'Acme Careers' });
    await vi.waitFor(() => expect(client.getQueryData(['branding', 'acme.test'])).toMatchObject({ title: 'Fresh' }));
    expect(paths(fetchMock)).toEqual(['/portal/accounts/branding']);
  });

  it('ignores a cached branding of another host or of the wrong shape', () => {
    cacheBranding('other.test', acmeBranding);
    mockApi();
    const client = createQueryClient();
    boot(client, 'acme.test');
    expect(client.getQueryData(['branding', 'acme.test'])).toBeUndefined();
    cacheBranding('acme.test', { title: 42 });
    const second = createQueryClient();
    boot(second, 'acme.test');
    expect(second.getQueryData(['branding', 'acme.test'])).toBeUndefined();
  });

  it('requests the signed-in user at once, with the branding token of this host', async () => {
    cacheBranding(window.location.hostname, acmeBranding);
    authStore.set({ access_token: 'tok', token_type: 'Bearer', parent: null, redirect: null });
    const fetchMock = mockApi();
    const client = createQueryClient();
    boot(client);
    await vi.waitFor(() => expect(client.getQueryData(['me', 'tok'])).toMatchObject({ id: 7 }));
    const meCall = fetchMock.mock.calls.find(([input]) => requestUrl(input).includes('/auth/me'));
    expect(new Headers(meCall?.[1]?.headers).get(HEADERS.brandingToken)).toBe('3');
  });

  it('does not hold the signed-in user back until a first-visit branding has arrived', async () => {
    authStore.set({ access_token: 'tok', token_type: 'Bearer', parent: null, redirect: null });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input) =>
        requestUrl(input).includes('/auth/me')
          ? Promise.resolve(jsonResponse(200, me))
          : new Promise<Response>(() => undefined),
      );
    const client = createQueryClient();
    boot(client);
    await vi.waitFor(() => expect(client.getQueryData(['me', 'tok'])).toMatchObject({ id: 7 }));
    const meCall = fetchMock.mock.calls.find(([input]) => requestUrl(input).includes('/auth/me'));
    expect(new Headers(meCall?.[1]?.headers).has(HEADERS.brandingToken)).toBe(false);
  });

  it('uses the user the sign-in answer handed over for this token, once, without asking /auth/me', () => {
    authStore.set({ access_token: 'tok', token_type: 'Bearer', parent: null, redirect: null });
    leaveForNextPage(ME_HANDOFF_STORAGE_KEY, { access_token: 'tok', me });
    const fetchMock = mockApi();
    const client = createQueryClient();
    boot(client, 'acme.test');
    expect(client.getQueryData(['me', 'tok'])).toMatchObject({ id: 7 });
    expect(paths(fetchMock)).not.toContain('/portal/auth/me');
    expect(sessionStorage.getItem(ME_HANDOFF_STORAGE_KEY)).toBeNull();
  });

  it('refuses a handed-over user that belongs to another token', () => {
    authStore.set({ access_token: 'tok', token_type: 'Bearer', parent: null, redirect: null });
    leaveForNextPage(ME_HANDOFF_STORAGE_KEY, { access_token: 'someone-else', me: { ...me, id: 99 } });
    mockApi();
    const client = createQueryClient();
    boot(client, 'acme.test');
    expect(client.getQueryData(['me', 'tok'])).toBeUndefined();
  });
});
