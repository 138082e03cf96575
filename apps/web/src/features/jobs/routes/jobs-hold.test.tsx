import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { fakeJobsApi } from '../testing/fake-jobs-api';
import { HELD_UUID, jobIn, lifecycleAnswers } from '../testing/fake-lifecycle-api';
import { JobsHoldRoute } from './jobs-hold';

const WAIT = { timeout: 10_000 };
const first = jobIn('on_hold');
const second = { ...jobIn('on_hold', HELD_UUID), title: 'Barista' };

function renderHold() {
  const api = fakeJobsApi([lifecycleAnswers({ onHold: [first, second] })]);
  renderWithProviders(
    <WithPermissions entries={['jobs.all']}>
      <JobsHoldRoute />
    </WithPermissions>,
    { path: '/:account/:site/jobs/hold', initialEntry: '/acme/careers/jobs/hold' },
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

describe('jobs on hold', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('lists the queue from /v1/jobs/on-hold without a status filter', async () => {
    const { calls } = renderHold();
    expect(await screen.findByRole('link', { name: 'Barista' }, WAIT)).toBeTruthy();
    expect(calls.some((call) => call.path === '/v1/jobs/on-hold')).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it('approves two jobs in one request', async () => {
    const { user, writes } = renderHold();
    await screen.findByRole('link', { name: 'Barista' }, WAIT);
    const table = screen.getByRole('table', { name: 'Jobs on hold' });
    for (const box of within(table).getAllByRole('checkbox', { name: 'Select row' })) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => {
      expect(writes()).toMatchObject([
        { method: 'POST', path: '/v1/jobs/bulk/approve', body: { ids: [first.uuid, second.uuid] } },
      ]);
    }, WAIT);
    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'Jobs approved: 2.' }]);
    }, WAIT);
  });

  it('asks why the selected job is rejected, or why the selected jobs (2) are, in agreement with the count', async () => {
    const { user } = renderHold();
    await screen.findByRole('link', { name: 'Barista' }, WAIT);
    const table = screen.getByRole('table', { name: 'Jobs on hold' });
    const [one, two] = within(table).getAllByRole('checkbox', { name: 'Select row' });
    if (!one || !two) throw new Error('two rows expected');
    await user.click(one);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('dialog', undefined, WAIT);
    expect(dialog.textContent).toContain('Say why the selected job is rejected.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    }, WAIT);
    await user.click(two);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('dialog', undefined, WAIT);
    expect(dialog.textContent).toContain('Say why the selected jobs (2) are rejected.');
  });
});
