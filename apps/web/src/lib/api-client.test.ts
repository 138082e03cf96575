import { HEADERS, MESSAGES, MeSchema } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../testing/render';
import { ApiError, apiRequest } from './api-client';
import { authStore, getAuth, setToken } from './auth-store';
import { takeFlash } from './flash';
import { noticeStore } from './notifications';
import { pageNavigation } from './page-navigation';
import { chosenEmployerStore, scopeStore } from './scope-store';

describe('api client', () => {
  beforeEach(() => {
    authStore.set(null);
    scopeStore.set({ accountId: null, siteId: null, employerId: null });
    chosenEmployerStore.set(null);
    noticeStore.set([]);
  });

  it('sends the enterprise key, the bearer token and the selected scope', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { ok: true }));
    setToken({ access_token: 'abc', token_type: 'Bearer' });
    scopeStore.set({ accountId: 1, siteId: 3, employerId: 7 });
    await apiRequest('/v1/site/dashboard', undefined, { query: { page: 2, search: undefined } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(requestUrl(url)).toBe('/portal/v1/site/dashboard?page=2');
    expect(headers.get(HEADERS.enterprise)).toBe('portal-demo');
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get(HEADERS.account)).toBe('1');
    expect(headers.get(HEADERS.site)).toBe('3');
    expect(headers.get(HEADERS.employer)).toBe('7');
  });

  it("sends the employer staff chose when the selection has none of its own, never over a member's own", async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(jsonResponse(200, { ok: true })));
    scopeStore.set({ accountId: 1, siteId: 3, employerId: null });
    chosenEmployerStore.set(9);
    await apiRequest('/v1/credit/balance');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get(HEADERS.employer)).toBe('9');

    await apiRequest('/v1/employers', undefined, { scope: 'site' });
    const siteOnly = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(siteOnly.has(HEADERS.employer)).toBe(false);
    expect(siteOnly.get(HEADERS.site)).toBe('3');

    scopeStore.set({ accountId: 1, siteId: 3, employerId: 7 });
    await apiRequest('/v1/credit/balance');
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get(HEADERS.employer)).toBe('7');
  });

  it('leaves the scope headers out when asked to', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(204, null));
    scopeStore.set({ accountId: 1, siteId: 3, employerId: null });
    await expect(apiRequest('/auth/logout', undefined, { method: 'DELETE', scope: false })).resolves.toBeUndefined();
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.has(HEADERS.account)).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('throws a typed error carrying the 422 field errors', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(422, { message: MESSAGES.givenDataInvalid, errors: { email: [MESSAGES.required] } }),
    );
    const error = await apiRequest('/auth/login', undefined, { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: MESSAGES.givenDataInvalid,
      errors: { email: [MESSAGES.required] },
    });
  });

  it('ends the session on a 401: cleared token, then the sign-in page loads with the message and the way back', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, { message: MESSAGES.unauthenticated }));
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/acme/careers/employers?page=2');
    setToken({ access_token: 'expired', token_type: 'Bearer' });
    await expect(apiRequest('/auth/me', MeSchema)).rejects.toMatchObject({ status: 401 });
    expect(getAuth()).toBeNull();
    expect(replace).toHaveBeenCalledWith(`/login?page=2&to=${encodeURIComponent('/acme/careers/employers?page=2')}`);
    expect(takeFlash()).toEqual({ type: 'error', message: MESSAGES.sessionExpired });
    window.history.replaceState(null, '', '/');
  });

  it('reports an unexpected response shape as an unknown error', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { id: 'not a number' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest('/auth/me', MeSchema)).rejects.toMatchObject({ message: MESSAGES.unknownError });
  });

  it.each([
    [500, { message: MESSAGES.serverError }],
    [502, undefined],
    [504, { message: 'Gateway Timeout' }],
  ])('says "Unknown error." for a %i, whatever the server or a proxy said (spec §8)', async (status, body) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      body ? jsonResponse(status, body) : new Response('<html>Bad gateway</html>', { status }),
    );
    await expect(apiRequest('/v1/jobs')).rejects.toMatchObject({ status, message: MESSAGES.unknownError });
  });

  it("keeps a 503's own catalogue sentence, which tells the user to try again", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(503, { message: MESSAGES.paymentUnavailable }));
    await expect(apiRequest('/v1/credit/purchases')).rejects.toMatchObject({ message: MESSAGES.paymentUnavailable });
  });

  it('turns a network failure into status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 0, message: MESSAGES.unknownError });
  });
});
