import { MESSAGES } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, getAuth } from '../../lib/auth-store';
import { noticeStore } from '../../lib/notifications';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../testing/render';
import { ImpersonateButton } from './impersonate-button';

const HERE = '/acme/careers/employers/7/users';
const childMe = {
  id: 4,
  name: 'Sam Staff',
  email: 'staff@acme.test',
  avatar: null,
  permissions: {},
  accounts: [],
  impersonator: { id: 1, name: 'Ada Admin', email: 'admin@acme.test', redirect_path: HERE },
};

function mockApi(answer: Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(answer));
}

async function confirmImpersonation(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Impersonate ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Impersonate ${name}?` });
  await user.click(within(dialog).getByRole('button', { name: 'Impersonate' }));
}

describe('ImpersonateButton', () => {
  beforeEach(() => {
    noticeStore.set([]);
    authStore.set({ access_token: 'staff-token', token_type: 'Bearer', parent: null, redirect: null });
  });

  it('asks first, then acts as the user: the staff token kept as parent with this page to return to', async () => {
    const fetchMock = mockApi(
      jsonResponse(200, { access_token: 'child-token', token_type: 'Bearer', expires_in: 3600, me: childMe }),
    );
    renderWithProviders(<ImpersonateButton userId={4} name="Sam Staff" />, { path: HERE });
    await confirmImpersonation('Sam Staff');

    expect(await screen.findByText('elsewhere')).toBeTruthy();
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(requestUrl(input)).toContain('/portal/v1/impersonate/users/4');
    expect(requestJson(init)).toEqual({ redirect_path: HERE });
    expect(getAuth()).toMatchObject({
      access_token: 'child-token',
      parent: { access_token: 'staff-token', token_type: 'Bearer' },
      redirect: HERE,
    });
  });

  it('opens the candidate view with a candidate token beside the staff session', async () => {
    const fetchMock = mockApi(
      jsonResponse(200, { access_token: 'cand-token', token_type: 'Bearer', expires_in: 3600 }),
    );
    const uuid = '0b7c2a4e-3c1d-4f5e-8a9b-1c2d3e4f5a6b';
    renderWithProviders(<ImpersonateButton seekerUuid={uuid} name="Cara Candidate" />, {
      path: '/acme/careers/seekers/x',
    });
    await confirmImpersonation('Cara Candidate');

    await waitFor(() => {
      expect(getAuth()?.candidate).toEqual({ access_token: 'cand-token', redirect: '/acme/careers/seekers/x' });
    });
    expect(requestUrl(fetchMock.mock.calls[0]?.[0])).toContain(`/portal/v1/impersonate/seekers/${uuid}`);
    // The staff session stays the session's own.
    expect(getAuth()).toMatchObject({ access_token: 'staff-token', parent: null });
  });

  it('shows a refusal and keeps the session as it was', async () => {
    mockApi(jsonResponse(403, { message: MESSAGES.impersonateMoreRights }));
    renderWithProviders(<ImpersonateButton userId={4} name="Sam Staff" />, { path: HERE });
    await confirmImpersonation('Sam Staff');

    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'error', message: MESSAGES.impersonateMoreRights }]);
    });
    expect(getAuth()).toMatchObject({ access_token: 'staff-token', parent: null });
  });
});
