import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { SettingsRoute } from './settings';

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    const lists = ['/portal/v1/site/api-keys', '/portal/v1/site/webhooks'];
    return Promise.resolve(jsonResponse(200, { data: lists.includes(path) ? [] : {} }));
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

  it('shows only the webhooks to those who may read the settings but not the keys', async () => {
    mockApi();
    renderPage(['settings.read']);
    expect(screen.getByRole('tab', { name: 'API & webhooks' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Webhooks' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'API keys' })).toBeNull();
  });
});
