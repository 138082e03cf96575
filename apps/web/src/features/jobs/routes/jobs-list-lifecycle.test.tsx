import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { fakeJobsApi, page } from '../testing/fake-jobs-api';
import { HELD_UUID, jobIn } from '../testing/fake-lifecycle-api';
import { JobsListRoute } from './jobs-list';

const WAIT = { timeout: 10_000 };
const live = jobIn('live');
const unlisted = { ...jobIn('unlisted', HELD_UUID), title: 'Barista' };

function renderList(entries: string[]) {
  const api = fakeJobsApi([
    (call) => {
      if (call.path === '/v1/jobs') return jsonResponse(200, page([live, unlisted]));
      if (call.path === '/v1/consultants') return jsonResponse(200, page([consultant]));
      if (call.path === '/v1/site/tags') return jsonResponse(200, page([tag]));
      if (call.path === '/v1/jobs/export')
        return jsonResponse(202, { data: { id: HELD_UUID, status: 'pending', row_count: null, ...stamp } });
      if (call.path === '/v1/jobs/bulk/unlist') return jsonResponse(200, { data: { updated: 1 } });
      return undefined;
    },
  ]);
  renderWithProviders(
    <WithPermissions entries={entries}>
      <JobsListRoute />
    </WithPermissions>,
    { path: '/:account/:site/jobs', initialEntry: '/acme/careers/jobs' },
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

const stamp = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };
const consultant = {
  id: 5,
  name: 'Cora Consultant',
  email: 'cora@acme.test',
  phone: null,
  job_title: null,
  photo: null,
  bio: null,
  user: null,
  active: true,
  ...stamp,
};
const tag = { id: 9, name: 'Urgent', color: '#c62828', ...stamp };

describe('the jobs list’s lifecycle tools', () => {
  it('offers staff expire, unlist and relist on the selected rows, and unlists two in one request', async () => {
    const { user, writes } = renderList(['jobs.all']);
    const table = await screen.findByRole('table', { name: 'Jobs' }, WAIT);
    await within(table).findByText('Barista', undefined, WAIT);
    for (const box of within(table).getAllByRole('checkbox', { name: 'Select row' })) await user.click(box);
    for (const name of ['Expire', 'Unlist', 'Relist']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlist this job?' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Unlist' }));
    await waitFor(() => {
      expect(writes()).toMatchObject([{ path: '/v1/jobs/bulk/unlist', body: { ids: [live.uuid, unlisted.uuid] } }]);
    }, WAIT);
  });

  it('filters by consultant and tag, and exports the list as filtered', async () => {
    const { user, calls, writes } = renderList(['jobs.all']);
    const consultantFilter = await screen.findByRole('combobox', { name: 'Consultant' }, WAIT);
    await within(consultantFilter).findByRole('option', { name: 'Cora Consultant' }, WAIT);
    await user.selectOptions(consultantFilter, '5');
    const tagFilter = screen.getByRole('combobox', { name: 'Tag' });
    await within(tagFilter).findByRole('option', { name: 'Urgent' }, WAIT);
    await user.selectOptions(tagFilter, '9');
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/v1/jobs').at(-1);
      expect(last?.search.get('filter[consultant]')).toBe('5');
      expect(last?.search.get('filter[tag]')).toBe('9');
    }, WAIT);
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => {
      expect(writes()).toMatchObject([{ path: '/v1/jobs/export' }]);
    }, WAIT);
    expect(JSON.stringify(writes()[0]?.body)).toContain('"consultant"');
  });

  it('gives an employer’s user neither the consultant nor the tag filter', async () => {
    fakeJobsApi([(call) => (call.path === '/v1/jobs' ? jsonResponse(200, page([live])) : undefined)]);
    renderWithProviders(
      <WithPermissions entries={[]} employerEntries={['jobs.read']}>
        <JobsListRoute />
      </WithPermissions>,
      { path: '/:account/:site/jobs', initialEntry: '/acme/careers/jobs' },
    );
    await screen.findByRole('combobox', { name: 'Work type' }, WAIT);
    expect(screen.queryByRole('combobox', { name: 'Consultant' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tag' })).toBeNull();
  });
});
