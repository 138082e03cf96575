import { buildAbility, type Me } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authStore, getAuth } from '../../lib/auth-store';
import { SessionContextProvider } from '../../lib/session-context';
import { seriousViolations } from '../../testing/axe';
import { jsonResponse, renderWithProviders, requestUrl } from '../../testing/render';
import { ImpersonationBanner } from './impersonation-banner';

const BACK = '/acme/careers/employers/7/users';
const me: Me = {
  id: 4,
  name: 'Sam Staff',
  email: 'staff@acme.test',
  avatar: null,
  permissions: {},
  accounts: [],
  impersonator: { id: 1, name: 'Ada Admin', email: 'admin@acme.test', redirect_path: BACK },
};

function renderBanner(session: Me | null) {
  const value = { me: session, selection: null, ability: session ? buildAbility(session.permissions, {}) : null };
  return renderWithProviders(
    <SessionContextProvider value={value}>
      <ImpersonationBanner />
    </SessionContextProvider>,
    { path: '/acme/careers/jobs' },
  );
}

const impersonating = () => {
  authStore.set({
    access_token: 'child-token',
    token_type: 'Bearer',
    parent: { access_token: 'staff-token', token_type: 'Bearer' },
    redirect: BACK,
  });
};

describe('ImpersonationBanner', () => {
  it('shows nothing outside an impersonation', () => {
    authStore.set({ access_token: 'staff-token', token_type: 'Bearer', parent: null, redirect: null });
    renderBanner({ ...me, impersonator: null });
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });

  it('names who is impersonated and by whom, with no serious axe violation', async () => {
    impersonating();
    renderBanner(me);
    const banner = screen.getByRole('region', { name: 'Impersonation' });
    // Who is who (decision 0068): the staff member first, then the person acted as with their own address.
    expect(banner.textContent).toBe('You (Ada Admin) are acting as Sam Staff (staff@acme.test)Exit');
    expect(banner.querySelector('bdi[dir="ltr"]')?.textContent).toBe('staff@acme.test');
    expect(await seriousViolations()).toEqual([]);
  });

  it('exits: the child is revoked, the parent token comes back and the stored page opens', async () => {
    impersonating();
    const admin: Me = { ...me, id: 1, name: 'Ada Admin', email: 'admin@acme.test', impersonator: null };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      if (requestUrl(input).endsWith('/auth/me')) return Promise.resolve(jsonResponse(200, admin));
      return Promise.resolve(jsonResponse(200, { redirect_path: BACK }));
    });
    renderBanner(me);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exit' }));

    expect(await screen.findByText('elsewhere')).toBeTruthy();
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect([requestUrl(input), init?.method]).toEqual([expect.stringContaining('/portal/auth/logout'), 'DELETE']);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer child-token');
    expect(getAuth()).toMatchObject({ access_token: 'staff-token', parent: null, redirect: null });
    // The staff member's own user was loaded with their token before the switch.
    const meCall = fetchMock.mock.calls.find(([url]) => requestUrl(url).endsWith('/auth/me'));
    expect(new Headers(meCall?.[1]?.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('names the candidate being looked at, and exits with the candidate token', async () => {
    authStore.set({
      access_token: 'staff-token',
      token_type: 'Bearer',
      parent: null,
      redirect: null,
      candidate: { access_token: 'cand-token', redirect: '/acme/careers/seekers/x/profile' },
    });
    const candidate = {
      uuid: '0b7c2a4e-3c1d-4f5e-8a9b-1c2d3e4f5a6b',
      name: 'Cara Candidate',
      email: 'cara@example.test',
      phone: null,
      status: 'active',
      visa_type: null,
      desired_work_type: null,
      site: { id: 3, name: 'careers', title: 'Acme Careers' },
      impersonator: { id: 1, name: 'Ada Admin', email: 'admin@acme.test' },
      redirect_path: '/acme/careers/seekers/x/profile',
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = requestUrl(input);
      if (url.includes('/v1/candidate/me')) return Promise.resolve(jsonResponse(200, { data: candidate }));
      return Promise.resolve(jsonResponse(200, { redirect_path: candidate.redirect_path }));
    });
    renderBanner({ ...me, name: 'Ada Admin', impersonator: null });
    const banner = await screen.findByText(/what this candidate sees: Cara Candidate/);
    expect(banner.textContent).toBe(
      'You (Ada Admin) are viewing, read-only, what this candidate sees: Cara Candidate (cara@example.test)',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exit' }));

    await waitFor(() => {
      expect(getAuth()?.candidate).toBeUndefined();
    });
    const exit = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(requestUrl(exit?.[0])).toContain('/portal/v1/candidate/logout');
    expect(new Headers(exit?.[1]?.headers).get('Authorization')).toBe('Bearer cand-token');
    expect(getAuth()).toMatchObject({ access_token: 'staff-token' });
  });
});
