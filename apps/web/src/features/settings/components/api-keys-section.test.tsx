import type { ApiKey } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { ApiKeysSection } from './api-keys-section';

const ats: ApiKey = {
  id: 4,
  name: 'ATS',
  prefix: 'pk_live_AbCd',
  rights: ['jobs.read', 'applications.read'],
  created_by: { id: 1, name: 'Ada Admin' },
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  expires_at: null,
};
const SECRET = 'pk_live_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefghi';

function mockApi(keys: ApiKey[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    if (path === '/portal/v1/site/api-keys' && init?.method === 'POST') {
      const body = requestJson(init) as { name: string; rights: string[] };
      return Promise.resolve(
        jsonResponse(201, { data: { ...ats, id: 5, name: body.name, rights: body.rights, key: SECRET } }),
      );
    }
    if (path === '/portal/v1/site/api-keys/4/revoke') return Promise.resolve(jsonResponse(200, { data: ats }));
    return Promise.resolve(jsonResponse(200, { data: keys }));
  });
}

const renderSection = (entries: string[]) =>
  renderWithProviders(
    <WithPermissions entries={entries}>
      <ApiKeysSection />
    </WithPermissions>,
    { path: '/:account/:site/settings', initialEntry: '/acme/careers/settings?tab=api' },
  );

describe('settings → API & webhooks: the API keys section (decision 0105)', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('lists the keys with their rights and dates, and revokes one after asking', async () => {
    const fetchMock = mockApi([ats]);
    renderSection(['api-keys.all', 'jobs.read', 'applications.read']);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'API keys' });
    const row = within(table).getByRole('row', { name: /ATS/ });
    expect(row.textContent).toContain('pk_live_AbCd…');
    expect(row.textContent).toContain('Jobs: read, Applications: read');
    expect(row.textContent).toContain('Never');

    await user.click(within(row).getByRole('button', { name: 'Revoke ATS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    expect(dialog.textContent).toContain('“ATS”');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'The key “ATS” was revoked.' }]);
    });
    const revokes = fetchMock.mock.calls.filter(([input]) => requestUrl(input).includes('/revoke'));
    expect(revokes).toHaveLength(1);
    expect(revokes[0]?.[1]?.method).toBe('POST');
  });

  it('offers only the rights the user holds on the site, and shows the new key once with a copy button', async () => {
    const fetchMock = mockApi([]);
    renderSection(['api-keys.all', 'jobs.read', 'jobs.create']);
    const user = userEvent.setup();
    expect(await screen.findByText('This site has no API keys yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const form = await screen.findByRole('dialog', { name: 'New API key' });
    const jobs = within(form).getByRole('group', { name: 'Jobs' });
    expect(
      within(jobs)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['read', 'create']);
    expect(within(form).queryByRole('group', { name: 'Employers' })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Greenhouse');
    await user.click(within(jobs).getByRole('checkbox', { name: 'read' }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new key “Greenhouse”' });
    expect(within(shown).getByRole('textbox', { name: 'API key' })).toHaveProperty('value', SECRET);
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    // user-event stands in for the browser's clipboard.
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await vi.waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'The key was copied.' }]);
    });
    const creates = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(requestJson(creates[0]?.[1])).toEqual({ name: 'Greenhouse', rights: ['jobs.read'], expires_at: null });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('shows neither create nor revoke to those who may only read the keys', async () => {
    mockApi([ats]);
    renderSection(['api-keys.read']);
    await screen.findByRole('table', { name: 'API keys' });
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });
});
