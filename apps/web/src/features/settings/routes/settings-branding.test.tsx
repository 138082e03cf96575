import { MESSAGES, type SiteSettings } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brandingQueryOptions } from '../../../lib/branding';
import { noticeStore } from '../../../lib/notifications';
import { acmeBranding } from '../../../testing/branding-fixture';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { SettingsRoute } from './settings';

const settings: SiteSettings = {
  site: { id: 3, name: 'careers' },
  general: {
    approval: { employers_on_hold: true, jobs_on_hold: false },
    languages: ['en', 'fr', 'ar'],
    default_locale: 'en',
    snackbar_timeout_ms: 5000,
  },
  branding: {
    title: 'Acme Careers',
    primary_color: '#0a58ca',
    primary_darken_color: '#084298',
    login: { title: 'Welcome back', subtitle: null },
    forgot_password: { title: null, subtitle: null },
    register: { title: null, subtitle: null },
    logo_square: '/branding/acme.svg',
    favicon: null,
    stylesheet: '/branding/acme.css',
    stylesheet_version: 1,
  },
};

function mockSettingsApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/site/settings') return Promise.resolve(jsonResponse(200, { data: settings }));
    if (path === '/portal/v1/site/settings/branding' && init?.method === 'PUT') {
      const body = requestJson(init) as { title: string; primary_color: string };
      const branding = { ...settings.branding, title: body.title, primary_color: body.primary_color };
      return Promise.resolve(
        jsonResponse(200, {
          data: { ...settings, branding },
          branding: {
            ...acmeBranding,
            title: body.title,
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

  it('shows the branding read-only without the update right', async () => {
    mockSettingsApi();
    renderTab(['settings.read']);
    const title = await screen.findByLabelText(/^Title/, { selector: 'input[name="title"]' }, { timeout: 5000 });
    expect((title as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('/branding/acme.svg')).toBeTruthy();
  });
});
