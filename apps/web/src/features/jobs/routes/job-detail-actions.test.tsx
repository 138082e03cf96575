import type { JobDetail } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { noticeStore } from '../../../lib/notifications';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { DRAFT_UUID, fakeJobsApi } from '../testing/fake-jobs-api';
import { CLONE_UUID, jobIn, lifecycleAnswers, PRODUCT_UUID } from '../testing/fake-lifecycle-api';
import { JobDetailRoute } from './job-detail';

const WAIT = { timeout: 10_000 };
const STAFF = { entries: ['jobs.all'] };

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderDetail(job: JobDetail, permissions: { entries: string[]; employerEntries?: string[] } = STAFF) {
  const api = fakeJobsApi([lifecycleAnswers({ job })]);
  renderWithProviders(
    <WithPermissions {...permissions}>
      <JobDetailRoute />
      <Address />
    </WithPermissions>,
    { path: '/:account/:site/jobs/:id', initialEntry: `/acme/careers/jobs/${job.uuid}` },
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

const actionNames = () =>
  within(screen.getByRole('group', { name: 'Job actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('a job’s actions and history', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it.each([
    ['live', ['Expire', 'Unlist', 'Clone', 'Delete']],
    ['unlisted', ['Expire', 'Relist', 'Clone', 'Delete']],
    ['on_hold', ['Approve', 'Reject', 'Clone', 'Delete']],
    ['expired', ['Clone', 'Delete']],
  ] as const)('offers staff only the moves a %s job allows', async (status, expected) => {
    renderDetail(jobIn(status));
    await screen.findByRole('heading', { level: 1, name: 'Pastry chef' }, WAIT);
    await waitFor(() => {
      expect(actionNames()).toEqual(expected);
    }, WAIT);
  });

  it('offers an employer’s user no approve or reject on a job on hold', async () => {
    renderDetail(jobIn('on_hold'), { entries: [], employerEntries: ['jobs.read', 'jobs.update', 'jobs.create'] });
    await screen.findByRole('heading', { level: 1, name: 'Pastry chef' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('expires a live job only once its title is typed', async () => {
    const { user, writes } = renderDetail(jobIn('live'));
    await user.click(await screen.findByRole('button', { name: 'Expire' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Expire this job?' }, WAIT);
    const confirm = within(dialog).getByRole('button', { name: 'Expire' });
    await user.type(within(dialog).getByLabelText('Type the title to confirm'), 'Pastry');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(writes()).toEqual([]);
    await user.type(within(dialog).getByLabelText('Type the title to confirm'), ' chef');
    await user.click(confirm);
    await waitFor(() => {
      expect(writes()).toMatchObject([{ method: 'POST', path: `/v1/jobs/${DRAFT_UUID}/expire` }]);
    }, WAIT);
    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'Job expired.' }]);
    }, WAIT);
  });

  it('rejects a job on hold only with a reason, which it sends', async () => {
    const { user, writes } = renderDetail(jobIn('on_hold'));
    await user.click(await screen.findByRole('button', { name: 'Reject' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/required/i, undefined, WAIT)).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Salary missing');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      expect(writes()).toMatchObject([
        { method: 'POST', path: `/v1/jobs/${DRAFT_UUID}/reject`, body: { reason: 'Salary missing' } },
      ]);
    }, WAIT);
  });

  it('clones only once a product is chosen, then opens the draft’s edit', async () => {
    const { user, writes } = renderDetail(jobIn('expired'));
    await user.click(await screen.findByRole('button', { name: 'Clone' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Clone this job' }, WAIT);
    await within(dialog).findByRole('radio', { name: /Standard listing/ }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    expect(await within(dialog).findByText('Choose a product.', undefined, WAIT)).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: /Standard listing/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Clone' }));
    await waitFor(() => {
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
        `/acme/careers/jobs/edit?job=${CLONE_UUID}`,
      );
    }, WAIT);
    expect(writes()).toMatchObject([{ path: `/v1/jobs/${DRAFT_UUID}/clone`, body: { product: PRODUCT_UUID } }]);
  });

  it('lists the status history: from → to, who (and who behind them) and when, a rejection’s reason, an edit’s fields', async () => {
    renderDetail(jobIn('rejected'));
    const history = await screen.findByRole('list', { name: 'History' }, WAIT);
    const items = await within(history).findAllByRole('listitem', undefined, WAIT);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Changed: Job title, Screening questions.*by Eli Employer$/),
      expect.stringMatching(/^On hold → Rejected.*by Olivia Owner as Sam Admin — Salary missing$/),
      expect.stringMatching(/^Created → Draft.*by Sam Admin$/),
    ]);
  });
});
