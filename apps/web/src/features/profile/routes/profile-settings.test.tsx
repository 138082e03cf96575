import { MESSAGES, type Me, type UserAccount } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { DEFAULT_PREFERENCES, preferencesStore } from '../../../lib/preferences';
import { PREFERENCES_STORAGE_KEY } from '../../../lib/storage-keys';
import { seriousViolations } from '../../../testing/axe';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { SessionContextProvider } from '../../../lib/session-context';
import { testSession } from '../../../testing/session';
import { ProfileRoute } from './profile';

/** The avatar goes up by XMLHttpRequest (for its progress): this one answers as `answer` says. */
class FakeXhr {
  static answer: { status: number; body: unknown } = { status: 500, body: {} };
  static sent: { method: string; url: string; body: FormData | undefined }[] = [];
  method = '';
  url = '';
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    FakeXhr.sent.push({ method: this.method, url: this.url, body });
    setTimeout(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = JSON.stringify(FakeXhr.answer.body);
      this.onload?.();
    });
  }
}

const WAIT = { timeout: 10_000 };
const SCAN = { timeout: 60_000 };
const AVATAR = '/files/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const account = (avatar: string | null, name = 'Test User'): UserAccount => ({
  id: 1,
  name,
  email: 'test@acme.test',
  avatar,
});

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/user-account/avatar' && init?.method === 'DELETE')
      return Promise.resolve(jsonResponse(200, { data: account(null) }));
    if (path === '/portal/v1/user-account' && init?.method === 'PATCH') {
      const { name } = requestJson(init) as { name: string };
      return Promise.resolve(jsonResponse(200, { data: account(null, name) }));
    }
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

function renderSettings(avatar: string | null = null) {
  const session = testSession(['jobs.read']);
  const me: Me = { ...(session.me as Me), avatar };
  const rendered = renderWithProviders(
    <SessionContextProvider value={{ ...session, me }}>
      <ProfileRoute />
    </SessionContextProvider>,
    { path: '/auth/profile/:tab', initialEntry: '/auth/profile/settings' },
  );
  // The session's `me` as the app caches it, so a change can be seen to refresh it.
  rendered.queryClient.setQueryData(['me', 'token'], me);
  return rendered;
}

const png = (bytes = 1200) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });
const section = (name: string) => screen.findByRole('region', { name }, WAIT);

describe('profile: the settings tab', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.sent = [];
    noticeStore.set([]);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    preferencesStore.set(DEFAULT_PREFERENCES);
  });

  it("shows the avatar's types and size, uploads a picked picture and refreshes me", async () => {
    const user = userEvent.setup();
    mockApi();
    FakeXhr.answer = { status: 200, body: { data: account(AVATAR) } };
    const { queryClient } = renderSettings();
    const avatar = await section('Avatar');
    expect(
      within(avatar).getByText('Allowed file types: PNG, JPEG, WebP. Maximum size: 2 MB. Images up to 4 megapixels.'),
    ).toBeTruthy();
    const input = avatar.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, png());
    await waitFor(() => expect(FakeXhr.sent.map((sent) => sent.url)).toEqual(['/portal/v1/user-account/avatar']));
    expect([...(FakeXhr.sent[0]?.body?.keys() ?? [])]).toEqual(['file']);
    await waitFor(() => expect(queryClient.getQueryData<Me>(['me', 'token'])?.avatar).toBe(AVATAR));
    expect(noticeStore.get()[0]?.message).toBe('Your picture was updated.');
  });

  it('says "Image error." when the server cannot read the picture', async () => {
    const user = userEvent.setup();
    mockApi();
    FakeXhr.answer = {
      status: 422,
      body: { message: MESSAGES.givenDataInvalid, errors: { file: [MESSAGES.imageError] } },
    };
    renderSettings();
    const avatar = await section('Avatar');
    const input = avatar.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, png());
    expect(await within(avatar).findByRole('alert')).toHaveProperty('textContent', MESSAGES.imageError);
  });

  it('removes the avatar only after a confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi();
    const { queryClient } = renderSettings(AVATAR);
    const avatar = await section('Avatar');
    expect(within(avatar).getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toBe(AVATAR);
    await user.click(within(avatar).getByRole('button', { name: 'Remove picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your picture?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(avatar).getByRole('button', { name: 'Remove picture' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(queryClient.getQueryData<Me>(['me', 'token'])?.avatar).toBeNull());
    expect(noticeStore.get()[0]?.message).toBe('Your picture was removed.');
  });

  it('saves the name', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi();
    const { queryClient } = renderSettings();
    const field = await screen.findByLabelText('Your name', {}, WAIT);
    await user.clear(field);
    await user.type(field, 'Tess User');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(queryClient.getQueryData<Me>(['me', 'token'])?.name).toBe('Tess User'));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(requestJson(call?.[1])).toEqual({ name: 'Tess User' });
  });

  it('keeps the theme and layout choices in the stored preferences', async () => {
    const user = userEvent.setup();
    mockApi();
    renderSettings();
    await user.click(await screen.findByRole('radio', { name: 'Dark' }, WAIT));
    await user.click(screen.getByRole('radio', { name: 'Horizontal' }));
    await user.click(screen.getByRole('radio', { name: 'Wide' }));
    expect(preferencesStore.get()).toMatchObject({
      theme: 'dark',
      appContentLayoutNav: 'horizontal',
      appContentWidth: 'wide',
    });
    expect(JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toMatchObject({ theme: 'dark' });
  });

  it('has no serious or critical axe violation', SCAN, async () => {
    mockApi();
    renderSettings(AVATAR);
    await section('Interface');
    expect(await seriousViolations()).toEqual([]);
  });
});
