import { DEFAULT_BRANDING, HEADERS, MESSAGES, type Branding } from '@portal/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { setFlash } from '../lib/flash';
import { pageNavigation } from '../lib/page-navigation';
import { AUTH_STORAGE_KEY, PREFERENCES_STORAGE_KEY } from '../lib/storage-keys';
import { jsonResponse, requestJson, requestUrl } from '../testing/render';
import { loadLoginPage } from './load';
import { LoginPage } from './login-page';

const acme: Branding = {
  ...DEFAULT_BRANDING,
  id: 3,
  name: 'careers',
  title: 'Acme Careers',
  logo_square: '/branding/acme-careers.svg',
  favicon: '/branding/acme.ico',
  branding: {
    ...DEFAULT_BRANDING.branding,
    colors: {
      primary_color: '#1d4ed8',
      primary_darken_color: '#1e3a8a',
      stylesheet: '/branding/acme-careers.css',
      stylesheet_version: null,
    },
    login: { title: 'Welcome to Acme Careers', subtitle: 'Sign in to manage your employers.' },
  },
  settings: {
    translation_enabled: true,
    languages: ['en', 'fr', 'ar'],
    default_locale: 'en',
    snackbar_timeout_ms: 5000,
  },
};

type Handler = (init: RequestInit | undefined) => Response;

/** fetch answered by path: the branding (acme unless given) and whatever the test adds. */
function mockApi(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = { '/portal/accounts/branding': () => jsonResponse(200, acme), ...handlers };
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://localhost').pathname;
    const handler = all[path];
    return Promise.resolve(handler ? handler(init) : jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

/** Opens /login<search> as the browser would: load, then render the page. */
async function openLoginPage(search = '') {
  window.history.replaceState(null, '', `/login${search}`);
  const data = await loadLoginPage();
  if (data) render(<LoginPage {...data} />);
  return data;
}

async function signIn(email = 'admin@acme.test', password = 'demo-pass-1234') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const storedSettings = () =>
  JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}') as Record<string, unknown>;

describe('the sign-in page (/login)', () => {
  let assign: MockInstance<(url: string) => void>;
  let replace: MockInstance<(url: string) => void>;

  beforeEach(() => {
    window.sessionStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    document.getElementById('portal-branding-stylesheet')?.remove();
    assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
  });

  it('shows 422 field errors under the fields', async () => {
    const fetchMock = mockApi({
      '/portal/auth/login': () =>
        jsonResponse(422, { message: MESSAGES.givenDataInvalid, errors: { email: [MESSAGES.invalidCredentials] } }),
    });
    await openLoginPage();
    await signIn('owner@acme.test', 'wrong-password');

    const email = screen.getByLabelText('Email');
    await waitFor(() => {
      expect(email.getAttribute('aria-invalid')).toBe('true');
    });
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGES.invalidCredentials);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(assign).not.toHaveBeenCalled();

    const [url, init] = fetchMock.mock.calls.find(([input]) => requestUrl(input).includes('/auth/login')) ?? [];
    expect(requestUrl(url)).toBe('/portal/auth/login');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get(HEADERS.enterprise)).toBe('portal-demo');
    expect(requestJson(init)).toEqual({ email: 'owner@acme.test', password: 'wrong-password' });
  });

  it('shows the 429 message in an alert and enables the button again', async () => {
    mockApi({ '/portal/auth/login': () => jsonResponse(429, { message: MESSAGES.tooManyAttempts }) });
    await openLoginPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@acme.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-pass-1234' } });
    const button = screen.getByRole('button', { name: 'Sign in' });
    fireEvent.click(button);
    expect(button).toHaveProperty('disabled', true);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.tooManyAttempts);
    expect(button).toHaveProperty('disabled', false);
  });

  it('sends a signed-in visitor to the root without showing the form', async () => {
    const fetchMock = mockApi();
    window.localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ access_token: 't', token_type: 'Bearer', parent: null, redirect: null }),
    );
    expect(await openLoginPage('?to=%2Fjobs')).toBeNull();
    expect(replace).toHaveBeenCalledWith('/');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('stores the token as the SPA keeps it and goes to a safe `to`', async () => {
    mockApi({
      '/portal/auth/login': () =>
        jsonResponse(200, { access_token: 'token-1', token_type: 'Bearer', expires_in: 3600 }),
    });
    await openLoginPage(`?page=2&to=${encodeURIComponent('/acme/careers/employers?page=2')}`);
    await signIn();
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('/acme/careers/employers?page=2');
    });
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({
      access_token: 'token-1',
      token_type: 'Bearer',
      parent: null,
      redirect: null,
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', true);
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'refuses to=%s and goes to the root',
    async (target) => {
      mockApi({ '/portal/auth/login': () => jsonResponse(200, { access_token: 'token-1', token_type: 'Bearer' }) });
      await openLoginPage(`?to=${encodeURIComponent(target)}`);
      await signIn();
      await waitFor(() => {
        expect(assign).toHaveBeenCalledWith('/');
      });
    },
  );

  it('shows "Your session has expired." once, closable', async () => {
    mockApi();
    setFlash({ type: 'error', message: MESSAGES.sessionExpired });
    await openLoginPage('?to=%2Fjobs');
    const alert = screen.getByRole('alert');
    // The snackbar's shape (spec §8): the type as the title, the message below.
    expect(alert.querySelector('strong')?.textContent).toBe('Error');
    expect(alert.textContent).toContain(MESSAGES.sessionExpired);
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();

    document.body.innerHTML = '';
    await openLoginPage();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.sessionExpired)).toBeNull();
  });

  it('shows a success left by the password reset as a status', async () => {
    mockApi();
    setFlash({ type: 'success', message: MESSAGES.passwordReset });
    await openLoginPage();
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.passwordReset);
  });

  it('applies the branding: title, favicon, versioned stylesheet, colour and its own texts', async () => {
    mockApi();
    await openLoginPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Acme Careers' })).toBeTruthy();
    expect(screen.getByText('Sign in to manage your employers.')).toBeTruthy();
    expect(document.title).toBe('Acme Careers');
    expect(document.querySelector<HTMLLinkElement>('link#portal-favicon')?.getAttribute('href')).toBe(
      '/branding/acme.ico',
    );
    const stylesheet =
      document.querySelector<HTMLLinkElement>('link#portal-branding-stylesheet')?.getAttribute('href') ?? '';
    expect(stylesheet).toMatch(/^\/branding\/acme-careers\.css\?v=\d+$/);
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('rgb(29, 78, 216)');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('falls back to the default branding silently when the fetch fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ '/portal/accounts/branding': () => jsonResponse(404, { message: MESSAGES.notFound }) });
    await openLoginPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Portal' })).toBeTruthy();
    expect(document.title).toBe('Portal');
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('speaks the stored language right-to-left and saves a new choice', async () => {
    mockApi();
    window.localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ language: 'ar', theme: 'dark', navbarType: 'static', junk: 1 }),
    );
    await openLoginPage();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
    // The branding's own texts are English: in Arabic the translated defaults show.
    expect(screen.getByRole('heading', { level: 1, name: 'مرحبًا بك في Acme Careers' })).toBeTruthy();
    // An address is typed left to right in the right-to-left page (decision 0028).
    expect(document.querySelector('input[name="email"]')?.getAttribute('dir')).toBe('ltr');

    fireEvent.change(screen.getByRole('combobox', { name: 'اللغة' }), { target: { value: 'fr' } });
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(storedSettings()).toEqual({ language: 'fr', theme: 'dark', navbarType: 'static' });
  });

  it('saves the theme choice in the SPA settings', async () => {
    mockApi();
    await openLoginPage();
    expect(document.documentElement.dataset.theme).toBe('light');
    fireEvent.change(screen.getByRole('combobox', { name: 'Theme' }), { target: { value: 'dark' } });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(storedSettings()).toEqual({ theme: 'dark', 'color-scheme': 'dark' });
  });

  it('ignores a stored language when the site does not offer translation', async () => {
    mockApi({
      '/portal/accounts/branding': () =>
        jsonResponse(200, { ...acme, settings: { translation_enabled: false, default_locale: 'en' } }),
    });
    window.localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ language: 'fr' }));
    await openLoginPage();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });
});
