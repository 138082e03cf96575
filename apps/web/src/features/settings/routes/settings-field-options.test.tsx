import { MESSAGES, type FieldOption } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { SettingsRoute } from './settings';

const option = (id: number, value: string, label: string, retired = false): FieldOption => ({
  id,
  value,
  label,
  retired,
});

/** A tiny stand-in for the option list routes, keeping the work types in memory. */
function mockOptionsApi() {
  let workTypes = [
    option(1, 'full_time', 'Full time'),
    option(2, 'part_time', 'Part time'),
    option(3, 'casual', 'Casual'),
  ];
  const body = () => ({ data: { work_type: workTypes, industry: [] } });
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(requestUrl(input), 'http://portal.test').pathname;
    const sent = requestJson(init) as Record<string, unknown> | undefined;
    const method = init?.method ?? 'GET';
    if (path === '/portal/v1/site/field-options' && method === 'GET') return Promise.resolve(jsonResponse(200, body()));
    if (path === '/portal/v1/site/field-options/reorder') {
      const ids = sent?.ids as number[];
      workTypes = ids.map((id) => workTypes.find((o) => o.id === id) ?? workTypes[0]).filter((o) => o !== undefined);
      return Promise.resolve(jsonResponse(200, { data: workTypes }));
    }
    const retire = /^\/portal\/v1\/site\/field-options\/(\d+)\/(retire|restore)$/.exec(path);
    if (retire) {
      workTypes = workTypes.map((o) => (o.id === Number(retire[1]) ? { ...o, retired: retire[2] === 'retire' } : o));
      return Promise.resolve(jsonResponse(200, { data: workTypes.find((o) => o.id === Number(retire[1])) }));
    }
    const rename = /^\/portal\/v1\/site\/field-options\/(\d+)$/.exec(path);
    if (rename && method === 'PATCH') {
      workTypes = workTypes.map((o) => (o.id === Number(rename[1]) ? { ...o, label: String(sent?.label) } : o));
      return Promise.resolve(jsonResponse(200, { data: workTypes.find((o) => o.id === Number(rename[1])) }));
    }
    if (path === '/portal/v1/site/field-options' && method === 'POST') {
      if (sent?.label === 'Casual') {
        return Promise.resolve(
          jsonResponse(422, { message: MESSAGES.givenDataInvalid, errors: { label: [MESSAGES.taken] } }),
        );
      }
      const added = option(9, 'fifo', String(sent?.label));
      workTypes = [...workTypes, added];
      return Promise.resolve(jsonResponse(201, { data: added }));
    }
    return Promise.resolve(jsonResponse(404, { message: MESSAGES.notFound }));
  });
  const calls = (wanted: string) =>
    fetchMock.mock.calls
      .filter(
        ([input, init]) =>
          `${init?.method ?? 'GET'} ${new URL(requestUrl(input), 'http://portal.test').pathname}` === wanted,
      )
      .map(([, init]) => requestJson(init));
  return { calls };
}

function renderTab(entries: string[]) {
  return renderWithProviders(
    <WithPermissions entries={entries}>
      <SettingsRoute />
    </WithPermissions>,
    { path: '/:account/:site/settings', initialEntry: '/acme/careers/settings?tab=field-options&list=work_type' },
  );
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Work types' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

// Lazy tabs and MUI forms render slowly in jsdom on a busy machine.
describe('settings: field options tab', { timeout: 20_000 }, () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('opens on the tab and list the URL names, with the list in order', async () => {
    mockOptionsApi();
    renderTab(['settings.read', 'settings.update']);
    expect(screen.getByRole('tab', { name: 'Field options' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('list', { name: 'Work types' }, { timeout: 5000 });
    expect((screen.getByLabelText('List') as HTMLSelectElement).value).toBe('work_type');
    expect(rows().map((text) => text?.match(/^\d(Full time|Part time|Casual)/)?.[0])).toEqual([
      '1Full time',
      '2Part time',
      '3Casual',
    ]);
  });

  it('moves an option by keyboard, keeps the focus on it and announces the move', async () => {
    const api = mockOptionsApi();
    renderTab(['settings.read', 'settings.update']);
    const user = userEvent.setup();
    const up = await screen.findByRole('button', { name: 'Move Part time up' }, { timeout: 5000 });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(rows()[0]).toContain('Part time');
    });
    expect(api.calls('POST /portal/v1/site/field-options/reorder')).toEqual([{ list: 'work_type', ids: [2, 1, 3] }]);
    // At the top the up button is off: the focus moves to the same row's down button.
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Part time down' }));
    });
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Part time moved to position 1 of 3.');
    expect((screen.getByRole('button', { name: 'Move Part time up' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('renames, retires and restores an option, and adds one', async () => {
    const api = mockOptionsApi();
    renderTab(['settings.read', 'settings.update']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rename Casual' }, { timeout: 5000 }));
    const name = screen.getByLabelText(/^New name/);
    expect(document.activeElement).toBe(name);
    await user.clear(name);
    await user.paste('Casual / on call');
    await user.keyboard('{Enter}');
    const renamed = await screen.findByRole('button', { name: 'Rename Casual / on call' });
    expect(api.calls('PATCH /portal/v1/site/field-options/3')).toEqual([{ label: 'Casual / on call' }]);
    // The inline form closes with the focus back on the row's rename button, not lost on the page.
    await waitFor(() => {
      expect(document.activeElement).toBe(renamed);
    });

    await user.click(screen.getByRole('button', { name: 'Retire Casual / on call' }));
    const restore = await screen.findByRole('button', { name: 'Restore Casual / on call' });
    expect(rows()[2]).toContain('Retired');
    await user.click(restore);
    await screen.findByRole('button', { name: 'Retire Casual / on call' });

    await user.click(screen.getByLabelText(/^Option name/));
    await user.paste('Casual');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(MESSAGES.taken)).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Option name/));
    await user.paste('Fly-in fly-out');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(rows()).toHaveLength(4);
    });
    expect(api.calls('POST /portal/v1/site/field-options').at(-1)).toEqual({
      list: 'work_type',
      label: 'Fly-in fly-out',
      value: null,
    });
  });

  it('shows the lists read-only without the update right', async () => {
    mockOptionsApi();
    renderTab(['settings.read']);
    await screen.findByRole('list', { name: 'Work types' }, { timeout: 5000 });
    expect(screen.getByText('You can view these settings but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Retire / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });
});
