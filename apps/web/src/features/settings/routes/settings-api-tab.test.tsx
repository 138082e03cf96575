import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { SettingsRoute } from './settings';

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    return Promise.resolve(jsonResponse(200, { data: path === '/portal/v1/site/api-keys' ? [] : {} }));
  });
}

const renderPage = (entries: string[]) =>
  renderWithProviders(
    <WithPermissions entries={entries}>
      <SettingsRoute />
    </WithPermissions>,
    { path: '/:account/:site/settings', initialEntry: '/acme/careers/settings?tab=api' },
  );

describe('settings?tab=api (decision 0105)', () => {
  it('opens the API & webhooks tab, with its API keys section, for those who may read the keys', async () => {
    mockApi();
    renderPage(['settings.read', 'settings.update', 'api-keys.all']);
    expect(screen.getByRole('tab', { name: 'API & webhooks' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'API keys' })).toBeTruthy();
  });

  it('offers no such tab to those who may not, and opens the general tab instead', () => {
    mockApi();
    renderPage(['settings.read']);
    expect(screen.queryByRole('tab', { name: 'API & webhooks' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
  });
});
