import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { noticeStore } from '../../../lib/notifications';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { fakeSeekersApi, OTHER_UUID, SEEKER_UUID } from '../testing/fake-seekers-api';
import { SeekersListRoute } from './seekers-list';

const WAIT = { timeout: 10_000 };

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderList(entries = ['seekers.all']) {
  const api = fakeSeekersApi();
  renderWithProviders(
    <WithPermissions entries={entries}>
      <SeekersListRoute />
      <Address />
    </WithPermissions>,
    { path: '/:account/:site/seekers', initialEntry: '/acme/careers/seekers' },
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

const lastListCall = (calls: ReturnType<typeof fakeSeekersApi>['calls']) =>
  Object.fromEntries(calls.filter((call) => call.path === '/v1/seekers').at(-1)?.search ?? []);

const addressQuery = () =>
  Object.fromEntries(new URLSearchParams(screen.getByLabelText('Address').textContent.split('?')[1]));

describe('seekers list', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('shows each seeker with email, profile ID, status and the site’s labels, the name opening the seeker', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: 'Nadia Haddad' }, WAIT);
    expect(link.getAttribute('href')).toBe(`/acme/careers/seekers/${SEEKER_UUID}`);
    const row = within(link.closest('tr') as HTMLElement);
    await waitFor(() => {
      expect(row.getByText('Citizen')).toBeTruthy();
    }, WAIT);
    expect(row.getByText('nadia@example.test').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(row.getByText('3F2A9C1B')).toBeTruthy();
    expect(row.getByText('Full time')).toBeTruthy();
    expect(row.getByText('Active')).toBeTruthy();
  });

  it('keeps status, visa type and desired work type in the URL and the request', async () => {
    const { calls, user } = renderList();
    await screen.findByRole('option', { name: 'Work visa' }, WAIT);
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await user.selectOptions(screen.getByLabelText('Visa type'), 'work_visa');
    await user.selectOptions(screen.getByLabelText('Desired work type'), 'part_time');
    await waitFor(() => {
      expect(lastListCall(calls)).toMatchObject({
        'filter[status]': 'pending',
        'filter[visa_type]': 'work_visa',
        'filter[desired_work_type]': 'part_time',
      });
    }, WAIT);
    expect(addressQuery()).toMatchObject({
      'filter.status': 'pending',
      'filter.visa_type': 'work_visa',
      'filter.desired_work_type': 'part_time',
    });
  });

  it('keeps the tag and the last-activity range in the URL and the request', async () => {
    const { calls, user } = renderList();
    await screen.findByRole('option', { name: 'Seasonal' }, WAIT);
    await user.selectOptions(screen.getByLabelText('Tag'), '62');
    // A date input takes the whole day at once, as a browser's picker sets it.
    fireEvent.change(screen.getByLabelText('Last activity from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Last activity to'), { target: { value: '2026-11-30' } });
    await waitFor(() => {
      expect(lastListCall(calls)).toMatchObject({
        'filter[tag]': '62',
        'filter[active_from]': '2026-11-01',
        'filter[active_to]': '2026-11-30',
      });
    }, WAIT);
    expect(addressQuery()).toMatchObject({
      'filter.tag': '62',
      'filter.active_from': '2026-11-01',
      'filter.active_to': '2026-11-30',
    });
  });

  it('disables the selected seekers only once the button’s label is typed', async () => {
    const { user, writes } = renderList();
    await screen.findByRole('link', { name: 'Nadia Haddad' }, WAIT);
    const table = screen.getByRole('table', { name: 'Candidates' });
    for (const box of within(table).getAllByRole('checkbox', { name: 'Select row' })) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable for good?' }, WAIT);
    const confirm = within(dialog).getByRole('button', { name: 'Disable' });
    await user.type(within(dialog).getByLabelText('Type the button’s label to confirm'), 'Disab');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(writes()).toEqual([]);
    await user.type(within(dialog).getByLabelText('Type the button’s label to confirm'), 'le');
    await user.click(confirm);
    await waitFor(() => {
      expect(writes()).toMatchObject([
        { method: 'POST', path: '/v1/seekers/bulk/disable', body: { ids: [SEEKER_UUID, OTHER_UUID] } },
      ]);
    }, WAIT);
    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'Candidates disabled: 2.' }]);
    }, WAIT);
  });

  it('offers no bulk moves nor export to a reader of seekers', async () => {
    renderList(['seekers.read']);
    await screen.findByRole('link', { name: 'Nadia Haddad' }, WAIT);
    expect(screen.queryByRole('checkbox', { name: 'Select row' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
