import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { seriousViolations } from '../../../testing/axe';
import { inboxOf, notificationOf } from '../testing-fixtures';
import { NotificationsRoute } from './notifications-page';

const renderPage = (entry = '/notifications') =>
  renderWithProviders(<NotificationsRoute />, { path: '/notifications', initialEntry: entry });

describe('/notifications', () => {
  beforeEach(() => {
    authStore.set({ access_token: 'secret', token_type: 'Bearer', parent: null, redirect: null });
  });

  it('says "No data available" when the inbox is empty', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(inboxOf([]));
    renderPage();
    expect(await screen.findByText('No data available')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
  });

  it('words each notification in the reader’s language, marks one read, and asks before deleting', async () => {
    const flagged = notificationOf({
      id: '5e6f7a8b-0000-4000-8000-000000000001',
      kind: 'job_flagged',
      params: { job_title: 'Pastry Chef', reason: 'spam' },
      link: 'jobs/flagged-jobs',
    });
    const calls: { method: string; url: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: requestUrl(input), body: requestJson(init) });
      if (method === 'DELETE') return Promise.resolve(jsonResponse(204, null));
      if (method === 'PATCH')
        return Promise.resolve(jsonResponse(200, { data: { ...flagged, read_at: '2026-11-21T00:00:00.000Z' } }));
      return Promise.resolve(inboxOf([flagged, notificationOf({ read_at: '2026-11-20T11:00:00.000Z' })]));
    });
    renderPage();
    const user = userEvent.setup();
    const subject = await screen.findByRole('heading', { level: 2, name: 'Job flagged: Pastry Chef' });
    expect(subject).toBeTruthy();
    expect(screen.getByText('A candidate reported Pastry Chef: spam or scam.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mark read: Job flagged: Pastry Chef' }));
    await waitFor(() => {
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: `/portal/v1/notifications/${flagged.id}`,
        body: { read: true },
      });
    });

    await user.click(screen.getByRole('button', { name: 'Delete: Job flagged: Pastry Chef' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this notification?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(flagged.id))).toBe(true);
    });
    expect(await seriousViolations()).toEqual([]);
  });

  it('filters unread ones through the API', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(inboxOf([notificationOf()]));
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unread' }));
    await waitFor(() => {
      expect(fetchMock.mock.calls.some(([input]) => requestUrl(input).includes('filter%5Bunread%5D=true'))).toBe(true);
    });
  });
});
