import { MESSAGES } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { LoginForm } from './login-form';

describe('login form', () => {
  beforeEach(() => {
    authStore.set(null);
  });

  it('shows 422 field errors under the fields', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(422, { message: MESSAGES.givenDataInvalid, errors: { email: [MESSAGES.invalidCredentials] } }),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'owner@acme.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => { expect(email.getAttribute('aria-invalid')).toBe('true'); });
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGES.invalidCredentials);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(authStore.get()).toBeNull();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(requestUrl(url)).toBe('/portal/auth/login');
    expect(requestJson(init)).toEqual({ email: 'owner@acme.test', password: 'wrong-password' });
  });

  it('shows a 429 message in an alert', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(429, { message: MESSAGES.tooManyAttempts }));
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@acme.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-pass-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.tooManyAttempts);
  });

  it('validates with the contract schema before calling the API', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => { expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2); });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the token and reports success', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(200, { access_token: 'token-1', token_type: 'Bearer', expires_in: 3600 }),
    );
    const onSuccess = vi.fn();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Owner@Acme.test ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo-pass-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => { expect(onSuccess).toHaveBeenCalled(); });
    expect(authStore.get()).toMatchObject({ access_token: 'token-1', token_type: 'Bearer', parent: null });
  });
});
