import { MESSAGES, type SiteSettings } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { acmeBranding } from '../../../testing/branding-fixture';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { SettingsRoute } from './settings';

// Decision 0100: the general tab sets how long inactive candidates are kept; off ("Never") by default.
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
    primary_color: '#1d4ed8',
    primary_darken_color: '#1e3a8a',
    login: { title: null, subtitle: null },
    forgot_password: { title: null, subtitle: null },
    register: { title: null, subtitle: null },
    logo_square: null,
    favicon: null,
    stylesheet: null,
    stylesheet_version: null,
  },
};

function mockSettingsApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/site/settings') return Promise.resolve(jsonResponse(200, { data: settings }));
    if (path === '/portal/v1/site/settings/general' && init?.method === 'PUT') {
      const general = requestJson(init) as SiteSettings['general'];
      return Promise.resolve(jsonResponse(200, { data: { ...settings, general }, branding: acmeBranding }));
    }
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
}

describe('settings: candidates’ retention', { timeout: 20_000 }, () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('is off by default, and saves the months chosen, then "Never" as none', async () => {
    const fetchMock = mockSettingsApi();
    renderWithProviders(
      <WithPermissions entries={['settings.read', 'settings.update']}>
        <SettingsRoute />
      </WithPermissions>,
      { path: '/:account/:site/settings', initialEntry: '/acme/careers/settings?tab=general' },
    );
    const user = userEvent.setup({ delay: null });
    const select = await screen.findByLabelText<HTMLSelectElement>(
      'Erase inactive candidates after',
      {},
      { timeout: 10_000 },
    );
    expect(select.value).toBe('');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Never',
      '6 months',
      '12 months',
      '24 months',
      '36 months',
      '60 months',
    ]);
    const sent = () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([, init]) => (requestJson(init) as SiteSettings['general']).candidate_retention_months);

    await user.selectOptions(select, '12 months');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(sent()).toEqual([12]);
    });
    await user.selectOptions(select, 'Never');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(sent()).toEqual([12, null]);
    });
  });
});
