import { MESSAGES, type SiteSettings, type StoredFile } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brandingQueryOptions } from '../../../lib/branding';
import { noticeStore } from '../../../lib/notifications';
import { uploadFile } from '../../../lib/upload-file';
import { acmeBranding } from '../../../testing/branding-fixture';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { SettingsRoute } from './settings';

vi.mock('../../../lib/upload-file', () => ({ uploadFile: vi.fn() }));
const uploadMock = vi.mocked(uploadFile);

const settings: SiteSettings = {
  site: { id: 3, name: 'careers' },
  general: {
    approval: { employers_on_hold: true, jobs_on_hold: false },
    languages: ['en', 'fr', 'ar'],
    default_locale: 'en',
    snackbar_timeout_ms: 5000,
    candidate_retention_months: null,
  },
  branding: {
    title: 'Acme Careers',
    primary_color: '#0a58ca',
    primary_darken_color: '#084298',
    login: { title: 'Welcome back', subtitle: null },
    forgot_password: { title: null, subtitle: null },
    register: { title: null, subtitle: null },
    logo_square: { id: null, url: '/branding/acme.svg', name: 'acme.svg' },
    favicon: null,
    stylesheet: { id: null, url: '/branding/acme.css', name: 'acme.css' },
    stylesheet_version: 1,
  },
};

/** The settings routes; `refuseFiles` answers a save that sends a logo with the API's 422 on it. */
function mockSettingsApi({ refuseFiles = false } = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/site/settings') return Promise.resolve(jsonResponse(200, { data: settings }));
    if (path === '/portal/v1/site/settings/branding' && init?.method === 'PUT') {
      const body = requestJson(init) as { title: string; primary_color: string; logo_square?: string };
      if (refuseFiles && body.logo_square) {
        return Promise.resolve(
          jsonResponse(422, {
            message: MESSAGES.givenDataInvalid,
            errors: { logo_square: [MESSAGES.fileWrongKind] },
          }),
        );
      }
      const logo = body.logo_square
        ? { id: body.logo_square, url: `/files/${body.logo_square}`, name: 'new.png' }
        : null;
      const branding = {
        ...settings.branding,
        title: body.title,
        primary_color: body.primary_color,
        logo_square: logo ?? settings.branding.logo_square,
      };
      return Promise.resolve(
        jsonResponse(200, {
          data: { ...settings, branding },
          branding: {
            ...acmeBranding,
            title: body.title,
            logo_square: branding.logo_square?.url ?? null,
            branding: {
              ...acmeBranding.branding,
              colors: { ...acmeBranding.branding.colors, primary_color: body.primary_color },
            },
          },
        }),
      );
    }
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

/** The upload the mocked upload route answers. */
const stored: StoredFile = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  kind: 'logo',
  name: 'new.png',
  mime: 'image/png',
  size: 1200,
  url: '/files/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  created_at: '2026-11-23T10:00:00.000Z',
};

function renderTab(entries: string[]) {
  return renderWithProviders(
    <WithPermissions entries={entries}>
      <SettingsRoute />
    </WithPermissions>,
    { path: '/:account/:site/settings', initialEntry: '/acme/careers/settings?tab=branding' },
  );
}

// Lazy tabs and MUI forms render slowly in jsdom on a busy machine.
describe('settings: branding tab', { timeout: 20_000 }, () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('previews the title and texts as they are typed, and warns about colours text cannot be read on', async () => {
    mockSettingsApi();
    renderTab(['settings.read', 'settings.update']);
    const user = userEvent.setup();
    const title = await screen.findByLabelText(/^Title/, { selector: 'input[name="title"]' }, { timeout: 5000 });
    await user.clear(title);
    await user.paste('Acme Talent');
    const light = screen.getByRole('group', { name: 'Light theme' });
    expect(light.textContent).toContain('Acme Talent');
    expect(light.textContent).toContain('Welcome back');
    expect(screen.queryByText('Some text may be hard to read')).toBeNull();

    const primary = screen.getByLabelText(/^Primary colour/, { selector: 'input[type="text"], input:not([type])' });
    await user.clear(primary);
    await user.paste('#ffd400');
    const warning = await screen.findByText('Some text may be hard to read');
    expect(warning.closest('[role="status"]')?.textContent).toMatch(/reads at 1(\.\d)?:1 on light backgrounds/);
    expect((screen.getByLabelText('Pick the primary colour') as HTMLInputElement).value).toBe('#ffd400');

    await user.clear(primary);
    await user.paste('#0a58ca');
    await waitFor(() => {
      expect(screen.queryByText(/on light backgrounds/)).toBeNull();
    });
  });

  it('saves, and re-themes the portal at once when the edited site is the one shown', async () => {
    const fetchMock = mockSettingsApi();
    const { queryClient } = renderTab(['settings.read', 'settings.update']);
    queryClient.setQueryData(brandingQueryOptions().queryKey, acmeBranding);
    const user = userEvent.setup();
    const primary = await screen.findByLabelText(
      /^Primary colour/,
      { selector: 'input[type="text"], input:not([type])' },
      { timeout: 5000 },
    );
    await user.clear(primary);
    await user.paste('#7E22CE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(queryClient.getQueryData(brandingQueryOptions().queryKey)?.branding.colors.primary_color).toBe('#7e22ce');
    });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(requestJson(put?.[1])).toEqual({
      title: 'Acme Careers',
      primary_color: '#7e22ce',
      primary_darken_color: '#084298',
      login: { title: 'Welcome back', subtitle: null },
      forgot_password: { title: null, subtitle: null },
      register: { title: null, subtitle: null },
    });
  });

  it('uploads a new logo, previews it, and saves its uuid; files left alone are not sent', async () => {
    uploadMock.mockResolvedValue(stored);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const fetchMock = mockSettingsApi();
    const { queryClient } = renderTab(['settings.read', 'settings.update']);
    queryClient.setQueryData(brandingQueryOptions().queryKey, acmeBranding);
    const user = userEvent.setup();
    const logoField = await screen.findByRole('group', { name: 'Square logo' }, { timeout: 5000 });
    expect(logoField.textContent).toContain('Allowed file types: PNG, JPEG, WebP. Maximum size: 2 MB.');
    expect(screen.getByRole('group', { name: 'Favicon' }).textContent).toContain('PNG, ICO');
    const input = logoField.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([new Uint8Array(1200)], 'new.png', { type: 'image/png' }));

    expect(uploadMock).toHaveBeenCalledWith('logo', expect.any(File), expect.anything());
    const light = screen.getByRole('group', { name: 'Light theme' });
    await waitFor(() => {
      expect(light.querySelector('img')?.getAttribute('src')).toBe(stored.url);
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(queryClient.getQueryData(brandingQueryOptions().queryKey)?.logo_square).toBe(stored.url);
    });
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(requestJson(put?.[1])).toMatchObject({ logo_square: stored.id });
    expect(requestJson(put?.[1])).not.toHaveProperty('stylesheet');
    expect(requestJson(put?.[1])).not.toHaveProperty('favicon');
  });

  it('shows a refused file under its field, in the user’s language, until another file is picked', async () => {
    uploadMock.mockResolvedValue(stored);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    mockSettingsApi({ refuseFiles: true });
    renderTab(['settings.read', 'settings.update']);
    const user = userEvent.setup();
    const logoField = await screen.findByRole('group', { name: 'Square logo' }, { timeout: 5000 });
    const input = logoField.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([new Uint8Array(1200)], 'new.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await within(logoField).findByRole('alert');
    expect(error.textContent).toBe(MESSAGES.fileWrongKind);
    await user.upload(input, new File([new Uint8Array(1200)], 'other.png', { type: 'image/png' }));
    await waitFor(() => {
      expect(within(logoField).queryByRole('alert')).toBeNull();
    });
  });

  it('shows the branding read-only without the update right', async () => {
    mockSettingsApi();
    renderTab(['settings.read']);
    const title = await screen.findByLabelText(/^Title/, { selector: 'input[name="title"]' }, { timeout: 5000 });
    expect((title as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const logo = screen.getByRole('group', { name: 'Square logo' });
    expect(logo.textContent).toContain('acme.svg');
    for (const button of within(logo).getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
