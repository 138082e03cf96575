import { MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { seriousViolations } from '../../../testing/axe';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { ProfileRoute } from './profile';

const WAIT = { timeout: 10_000 };
const SCAN = { timeout: 60_000 };

function mockApi(answer: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/user-account/change-password') return Promise.resolve(answer());
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

function renderTab(tab = 'password') {
  return renderWithProviders(
    <WithPermissions entries={[]}>
      <ProfileRoute />
    </WithPermissions>,
    { path: '/auth/profile/:tab?', initialEntry: `/auth/profile/${tab}` },
  );
}

async function fill(current: string, password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Current password', {}, WAIT), current);
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('profile: the password tab', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    noticeStore.set([]);
  });

  it('says "The confirmation field does not match." and sends nothing', async () => {
    const fetchMock = mockApi(() => jsonResponse(500, {}));
    renderTab();
    await fill('demo-pass-1234', 'a-new-pass-5678', 'a-new-pass-567');
    expect(await screen.findByText(MESSAGES.confirmed)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => requestUrl(input).includes('change-password'))).toBe(false);
  });

  it('shows a wrong current password under its field', async () => {
    mockApi(() =>
      jsonResponse(422, {
        message: MESSAGES.givenDataInvalid,
        errors: { current_password: [MESSAGES.currentPasswordWrong] },
      }),
    );
    renderTab();
    await fill('wrong-guess', 'a-new-pass-5678', 'a-new-pass-5678');
    const field = screen.getByLabelText('Current password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.currentPasswordWrong)).toBeTruthy();
  });

  it('changes the password, says the other sessions were signed out, and empties the fields', async () => {
    const fetchMock = mockApi(() =>
      jsonResponse(200, { message: MESSAGES.passwordChanged, data: { signed_out_sessions: 2 } }),
    );
    renderTab();
    await fill('demo-pass-1234', 'a-new-pass-5678', 'a-new-pass-5678');
    await waitFor(() => expect(noticeStore.get()).toEqual([expect.objectContaining({ type: 'success' })]));
    expect(noticeStore.get()[0]?.message).toBe(MESSAGES.passwordChanged);
    const call = fetchMock.mock.calls.find(([input]) => requestUrl(input).includes('change-password'));
    expect(requestJson(call?.[1])).toEqual({
      current_password: 'demo-pass-1234',
      password: 'a-new-pass-5678',
      password_confirmation: 'a-new-pass-5678',
    });
    await waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
  });

  it('opens the password tab at /auth/profile, and an unknown tab is not found', async () => {
    mockApi(() => jsonResponse(500, {}));
    const { unmount } = renderTab('');
    expect(await screen.findByRole('tab', { name: 'Password', selected: true }, WAIT)).toBeTruthy();
    unmount();
    renderTab('billing');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your profile' }).getAttribute('href')).toBe(
      '/auth/profile/password',
    );
  });

  it('has no serious or critical axe violation', SCAN, async () => {
    mockApi(() => jsonResponse(500, {}));
    renderTab();
    await screen.findByLabelText('Current password', {}, WAIT);
    expect(await seriousViolations()).toEqual([]);
  });
});
