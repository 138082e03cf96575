import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { seriousViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import {
  fakeFlaggedJobsApi,
  flagged,
  FLAGGED_UUID,
  FOREIGN_UUID,
  second,
  SECOND_UUID,
} from '../testing/fake-flagged-jobs-api';
import { FlaggedJobsListRoute } from './flagged-jobs-list';

const WAIT = { timeout: 10_000 };

function renderList(rows = [flagged, second]) {
  const api = fakeFlaggedJobsApi(rows);
  renderWithProviders(
    <WithPermissions entries={['jobs.all']}>
      <FlaggedJobsListRoute />
    </WithPermissions>,
    { path: '/:account/:site/jobs/flagged-jobs', initialEntry: '/acme/careers/jobs/flagged-jobs' },
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

const openReports = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  const row = (await screen.findByRole('link', { name: title }, WAIT)).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: /Reports:/ }));
  return screen.findByRole('dialog', { name: new RegExp(title) }, WAIT);
};

describe('flagged jobs', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('lists each job with its employer, latest reason (translated), date, comments and count, sorted in the request', async () => {
    const { calls, user } = renderList();
    const link = await screen.findByRole('link', { name: 'Pastry chef' }, WAIT);
    expect(link.getAttribute('href')).toBe(`/acme/careers/jobs/${FLAGGED_UUID}`);
    const row = within(link.closest('tr') as HTMLElement);
    expect(row.getByText('Acme Bakery')).toBeTruthy();
    expect(row.getByText('Misleading or inaccurate')).toBeTruthy();
    expect(row.getByText('The salary is not what the advert says.')).toBeTruthy();
    expect(row.getByRole('button', { name: 'Reports: 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/v1/site/flagged-jobs').at(-1);
      expect(last?.search.get('sort')).toMatch(/reports_count$/);
    }, WAIT);
  });

  it('opens every open report of a job and dismisses them after the question', async () => {
    const { user, writes } = renderList();
    const dialog = await openReports(user, 'Pastry chef');
    expect(await within(dialog).findByText(/Offensive content/, {}, WAIT)).toBeTruthy();
    expect(within(dialog).getByText(/Misleading or inaccurate/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    const question = await screen.findByRole('dialog', { name: 'Dismiss the reports?' }, WAIT);
    await user.click(within(question).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => {
      expect(writes()).toMatchObject([{ method: 'POST', path: `/v1/site/flagged-jobs/${FLAGGED_UUID}/dismiss` }]);
    }, WAIT);
    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'Reports dismissed.' }]);
    }, WAIT);
  });

  it('dismisses the reports of the selected jobs in one request', async () => {
    const { user, writes } = renderList();
    await screen.findByRole('link', { name: 'Barista' }, WAIT);
    const table = screen.getByRole('table', { name: 'Flagged jobs' });
    for (const box of within(table).getAllByRole('checkbox', { name: 'Select row' })) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    const question = await screen.findByRole('dialog', { name: 'Dismiss the reports?' }, WAIT);
    await user.click(within(question).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => {
      expect(writes()).toMatchObject([
        { method: 'POST', path: '/v1/site/flagged-jobs/bulk/dismiss', body: { ids: [FLAGGED_UUID, SECOND_UUID] } },
      ]);
    }, WAIT);
    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'Reports dismissed for 2 jobs.' }]);
    }, WAIT);
  });

  it('expires the job through its own route only once its title is typed', async () => {
    const { user, writes } = renderList();
    const dialog = await openReports(user, 'Pastry chef');
    await user.click(await within(dialog).findByRole('button', { name: 'Expire' }, WAIT));
    const question = await screen.findByRole('dialog', { name: 'Expire this job?' }, WAIT);
    const confirm = within(question).getByRole('button', { name: 'Expire' });
    await user.type(within(question).getByLabelText('Type the title to confirm'), 'Pastry');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(question).getByLabelText('Type the title to confirm'), ' chef');
    await user.click(confirm);
    await waitFor(() => {
      expect(writes()).toMatchObject([{ method: 'POST', path: `/v1/jobs/${FLAGGED_UUID}/expire` }]);
    }, WAIT);
  });

  it('unlists the job through its own route after the question', async () => {
    const { user, writes } = renderList();
    const dialog = await openReports(user, 'Pastry chef');
    await user.click(await within(dialog).findByRole('button', { name: 'Unlist' }, WAIT));
    const question = await screen.findByRole('dialog', { name: 'Unlist this job?' }, WAIT);
    await user.click(within(question).getByRole('button', { name: 'Unlist' }));
    await waitFor(() => {
      expect(writes()).toMatchObject([{ method: 'POST', path: `/v1/jobs/${FLAGGED_UUID}/unlist` }]);
    }, WAIT);
  });

  it('offers nothing to do on a job the API answers 404 for (another site’s, or dismissed meanwhile)', async () => {
    const { user } = renderList([{ ...flagged, uuid: FOREIGN_UUID }]);
    const rowLink = await screen.findByRole('link', { name: 'Pastry chef' }, WAIT);
    await user.click(within(rowLink.closest('tr') as HTMLElement).getByRole('button', { name: /Reports:/ }));
    const dialog = await screen.findByRole('dialog', { name: /Pastry chef/ }, WAIT);
    expect(
      await within(dialog).findByText('This job has no open reports, or belongs to another site.', {}, WAIT),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Expire' })).toBeNull();
  });

  // axe walks the whole rendered page: slower than a user's steps on a busy machine.
  it('has no serious or critical axe violation, the list nor a job’s reports', { timeout: 60_000 }, async () => {
    const { user } = renderList();
    await screen.findByRole('link', { name: 'Barista' }, WAIT);
    expect(await seriousViolations()).toEqual([]);
    const dialog = await openReports(user, 'Pastry chef');
    await within(dialog).findByText(/Offensive content/, {}, WAIT);
    expect(await seriousViolations()).toEqual([]);
  });
});
