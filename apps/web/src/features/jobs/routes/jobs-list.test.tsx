import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { draftJob, fakeJobsApi, page } from '../testing/fake-jobs-api';
import { JobsListRoute } from './jobs-list';

const WAIT = { timeout: 10_000 };
const liveJob = {
  ...draftJob,
  uuid: '1c7f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e6f',
  title: 'Baker',
  reference: null,
  status: 'live' as const,
  advert_start_date: null,
  advert_end_date: null,
};

function renderList(permissions: { entries: string[]; employerEntries?: string[] }) {
  const api = fakeJobsApi([
    (call) => (call.path === '/v1/jobs' ? jsonResponse(200, page([draftJob, liveJob])) : undefined),
  ]);
  renderWithProviders(
    <WithPermissions {...permissions}>
      <JobsListRoute />
    </WithPermissions>,
    { path: '/:account/:site/jobs', initialEntry: '/acme/careers/jobs' },
  );
  return api;
}

const columnNames = () => screen.getAllByRole('columnheader').map((header) => header.textContent.trim());

describe('jobs list', () => {
  it('shows title, reference, employer, translated status and advert dates, each title opening its job', async () => {
    renderList({ entries: ['jobs.all'] });
    const link = await screen.findByRole('link', { name: 'Pastry chef' }, WAIT);
    expect(link.getAttribute('href')).toBe(`/acme/careers/jobs/${draftJob.uuid}`);
    expect(columnNames()).toEqual(
      expect.arrayContaining([
        'Job title',
        'Reference number',
        'Employer',
        'Status',
        'Advert start date',
        'Advert end date',
        'Applications',
      ]),
    );
    const row = link.closest('tr');
    if (!row) throw new Error('no row');
    for (const text of ['PC-12', 'Acme Bakery', 'Draft', 'Dec 1, 2026', 'Dec 31, 2026']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(
      within(screen.getByRole('link', { name: 'Baker' }).closest('tr') as HTMLElement).getByText('Live'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a job' })).toBeTruthy();
  });

  it('filters by status (from GET /v1/job-statuses), employer, work type and classification, in the request', async () => {
    const { calls } = renderList({ entries: ['jobs.all'] });
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Pastry chef' }, WAIT);
    await screen.findByRole('option', { name: 'On hold' }, WAIT);
    await user.selectOptions(screen.getByLabelText('Status'), 'on_hold');
    await screen.findByRole('option', { name: 'Acme Builders' }, WAIT);
    await user.selectOptions(screen.getByLabelText('Employer'), '8');
    await user.selectOptions(screen.getByLabelText('Work type'), 'part_time');
    await user.selectOptions(screen.getByLabelText('Classification'), 'retail');
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/v1/jobs').at(-1);
      expect(Object.fromEntries(last?.search ?? [])).toMatchObject({
        'filter[status]': 'on_hold',
        'filter[employer]': '8',
        'filter[work_type]': 'part_time',
        'filter[classification]': 'retail',
      });
    }, WAIT);
  });

  it("hides the employer filter from an employer's own user, who reads only its jobs", async () => {
    const { calls } = renderList({ entries: [], employerEntries: ['jobs.read'] });
    await screen.findByRole('link', { name: 'Pastry chef' }, WAIT);
    expect(screen.getByLabelText('Status')).toBeTruthy();
    expect(screen.queryByLabelText('Employer')).toBeNull();
    expect(calls.some((call) => call.path === '/v1/employers')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Post a job' })).toBeNull();
  });
});
