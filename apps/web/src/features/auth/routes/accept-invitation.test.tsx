import { MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { takeFlash } from '../../../lib/flash';
import { noticeStore } from '../../../lib/notifications';
import { pageNavigation } from '../../../lib/page-navigation';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { AcceptInvitationRoute } from './accept-invitation';

const token = 'a'.repeat(43);
const preview = { email: 'nia@example.test', name: 'nia', employer: 'Acme Bakery', role: 'employer-user' };

function mockApi(needsPassword: boolean, accept = jsonResponse(200, { message: MESSAGES.invitationAccepted })) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/auth/invitation')
      return Promise.resolve(jsonResponse(200, { data: { ...preview, needs_password: needsPassword } }));
    if (path === '/portal/auth/accept-invitation') return Promise.resolve(accept);
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

function acceptCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(([input]) => requestUrl(input).endsWith('/auth/accept-invitation'));
}

function renderPage(query = `?token=${token}`) {
  return renderWithProviders(<AcceptInvitationRoute />, {
    path: '/accept-invitation',
    initialEntry: `/accept-invitation${query}`,
  });
}

describe('accept invitation page', () => {
  beforeEach(() => {
    authStore.set(null);
    noticeStore.set([]);
    window.sessionStorage.clear();
  });

  it('lets a new address choose its name and password, then hands over to sign-in with a message', async () => {
    const fetchMock = mockApi(true);
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    renderPage();
    const user = userEvent.setup();

    expect(await screen.findByText('You are invited to join Acme Bakery as Employer user.')).toBeTruthy();
    expect(screen.getByText('nia@example.test')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'nia');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Nia Newcomer');
    await user.type(screen.getByLabelText('Password'), 'a-long-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'another-secret');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('The confirmation field does not match.')).toBeTruthy();
    expect(acceptCalls(fetchMock)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-secret');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => {
      expect(replace).toHaveBeenCalledWith('/login');
    });
    expect(requestJson(acceptCalls(fetchMock)[0]?.[1])).toEqual({
      token,
      name: 'Nia Newcomer',
      password: 'a-long-secret',
      password_confirmation: 'a-long-secret',
    });
    expect(takeFlash()).toEqual({ type: 'success', message: MESSAGES.invitationAccepted });
  });

  it('puts the server’s field errors under their fields', async () => {
    mockApi(true, jsonResponse(422, { message: MESSAGES.givenDataInvalid, errors: { password: [MESSAGES.tooShort] } }));
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'a-long-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-secret');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('This value is too short.')).toBeTruthy();
  });

  it('asks an existing account for nothing but the click', async () => {
    const fetchMock = mockApi(false);
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    renderPage();
    expect(await screen.findByText('You will sign in with the password of your existing account.')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByLabelText('Name')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => {
      expect(replace).toHaveBeenCalledWith('/login');
    });
    const body = requestJson(acceptCalls(fetchMock)[0]?.[1]) as Record<string, unknown>;
    expect(body.token).toBe(token);
    expect(body).not.toHaveProperty('password');
  });

  it('keeps a signed-in visitor signed in: a notice, then home', async () => {
    authStore.set({ access_token: 'secret', token_type: 'Bearer', parent: null, redirect: null });
    mockApi(false);
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(noticeStore.get()).toMatchObject([
      { type: 'success', message: 'Invitation accepted. You can now sign in.' },
    ]);
    expect(replace).not.toHaveBeenCalled();
  });

  it('says an invalid or expired link is so, with a way to sign in', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        jsonResponse(422, { message: MESSAGES.givenDataInvalid, errors: { token: [MESSAGES.invitationInvalid] } }),
      ),
    );
    renderPage();
    expect(await screen.findByText(/This invitation is invalid or has expired\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('does not ask the API when the link has no token', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound })));
    renderPage('');
    expect(await screen.findByText(/This invitation is invalid or has expired\./)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input]) => requestUrl(input).includes('invitation'))).toHaveLength(0);
  });
});
