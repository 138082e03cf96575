import type { APIRequestContext, Page } from '@playwright/test';

export const ENTERPRISE = { 'X-AF-EID': 'portal-demo' };
export const DEMO_PASSWORD = 'demo-pass-1234';

/** Signs in through the real API and returns the bearer token. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/portal/auth/login', {
    headers: ENTERPRISE,
    data: { email, password: DEMO_PASSWORD },
  });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Starts the page signed in as `email`: the token is stored before any script of the app runs. */
export async function signIn(page: Page, email: string, extraStorage: Record<string, unknown> = {}): Promise<string> {
  const token = await apiToken(page.request, email);
  await signInWith(page, token, extraStorage);
  return token;
}

/** Starts the page signed in with a token got once (a describe's `beforeAll`), so its tests do not sign in again. */
export async function signInWith(page: Page, token: string, extraStorage: Record<string, unknown> = {}): Promise<void> {
  const storage = {
    'portal-auth': { access_token: token, token_type: 'Bearer', parent: null, redirect: null },
    ...extraStorage,
  };
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, storage);
}

/** The API answered by the server under test, with a user's token and a site selected. */
export async function api(request: APIRequestContext, token: string, siteId?: number) {
  const headers = {
    ...ENTERPRISE,
    Authorization: `Bearer ${token}`,
    ...(siteId ? { 'X-AF-SID': String(siteId) } : {}),
  };
  return {
    get: (url: string) => request.get(`/portal${url}`, { headers }),
    post: (url: string, data?: unknown) => request.post(`/portal${url}`, { headers, data }),
    put: (url: string, data?: unknown) => request.put(`/portal${url}`, { headers, data }),
  };
}

/** The id of a site the signed-in user reaches, by its account and site names (as in the path). */
export async function siteIdOf(request: APIRequestContext, token: string, account: string, site: string) {
  const res = await (await api(request, token)).get('/auth/me');
  const me = (await res.json()) as { accounts: { name: string; sites: { id: number; name: string }[] }[] };
  const id = me.accounts.find((a) => a.name === account)?.sites.find((s) => s.name === site)?.id;
  if (!id) throw new Error(`no site ${account}/${site} for this user`);
  return id;
}
