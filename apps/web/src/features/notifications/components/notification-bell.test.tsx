import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store';
import { renderWithProviders, requestUrl } from '../../../testing/render';
import { seriousViolations } from '../../../testing/axe';
import { answerOthers, controlledStream, inboxOf, isStream, notificationOf } from '../testing-fixtures';
import { NotificationBell } from './notification-bell';

/** The machine running the suite may be busy: the inbox and the on-demand popover may take a while. */
const WAIT = { timeout: 5000 };

describe('the navbar bell', () => {
  beforeEach(() => {
    authStore.set({ access_token: 'secret', token_type: 'Bearer', parent: null, redirect: null });
  });

  it('shows the unread count, and a notification from the stream bumps it and is announced without reload', async () => {
    const stream = controlledStream();
    const arrived = notificationOf({
      id: '1d2c3b4a-0000-4000-8000-000000000002',
      params: { export_name: 'Jobs', row_count: '3' },
    });
    let unread = 2;
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      if (isStream(input)) return Promise.resolve(stream.response);
      return Promise.resolve(inboxOf([notificationOf()], unread));
    });
    renderWithProviders(<NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications, unread: 2' }, WAIT)).toBeTruthy();
    const streamCall = fetchMock.mock.calls.find(([input]) => isStream(input));
    expect(new Headers(streamCall?.[1]?.headers).get('Authorization')).toBe('Bearer secret');

    unread = 3;
    stream.send('ready', { unread: 2 });
    stream.send('notification', arrived);
    expect(await screen.findByRole('button', { name: 'Notifications, unread: 3' }, WAIT)).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('New notification: Your export is ready: Jobs');
    }, WAIT);
    // One stream for the tab, however many times the inbox is read again.
    expect(fetchMock.mock.calls.filter(([input]) => isStream(input))).toHaveLength(1);
  });

  it('opens the latest five with "view all", says "No data available" when empty, and has no serious axe violation', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      if (isStream(input)) return Promise.resolve(controlledStream().response);
      return Promise.resolve(inboxOf([]));
    });
    renderWithProviders(<NotificationBell />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notifications, unread: 0' }, WAIT));
    const popover = await screen.findByRole('region', { name: 'Latest notifications' }, { timeout: 5000 });
    expect(await within(popover).findByText('No data available')).toBeTruthy();
    expect(within(popover).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/notifications');
    expect(await seriousViolations()).toEqual([]);
  });

  it('marks all read from the popover and opens a notification on its link', async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (isStream(input)) return Promise.resolve(controlledStream().response);
      calls.push(`${init?.method ?? 'GET'} ${requestUrl(input).split('?')[0]}`);
      return Promise.resolve(answerOthers(input, init) ?? inboxOf([notificationOf()]));
    });
    renderWithProviders(<NotificationBell />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, unread: 1' }, WAIT));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }, { timeout: 5000 }));
    await waitFor(() => {
      expect(calls).toContain('POST /portal/v1/notifications/read-all');
    });
    await user.click(await screen.findByRole('button', { name: /Your export is ready: Employers/ }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(calls).toContain('PATCH /portal/v1/notifications/0b6f3a55-1c1e-4d3b-8a9b-1f2e3d4c5b6a');
  });
});
