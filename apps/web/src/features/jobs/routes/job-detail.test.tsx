import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { DRAFT_UUID, draftJob, fakeJobsApi } from '../testing/fake-jobs-api';
import { JobDetailRoute } from './job-detail';

const WAIT = { timeout: 10_000 };

function renderDetail(uuid: string, entries: string[], job = draftJob, query = '') {
  const api = fakeJobsApi([
    (call) =>
      call.path === `/v1/jobs/${DRAFT_UUID}/detail`
        ? jsonResponse(200, { data: job })
        : call.path === `/v1/jobs/${DRAFT_UUID}` && call.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : undefined,
  ]);
  renderWithProviders(
    <WithPermissions entries={entries}>
      <JobDetailRoute />
    </WithPermissions>,
    { path: '/:account/:site/jobs/:id', initialEntry: `/acme/careers/jobs/${uuid}${query}` },
  );
  return api;
}

describe('job detail page', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('links its applications count to the applications list filtered to the job, and its pipeline board, for those who read applications', async () => {
    renderDetail(DRAFT_UUID, ['jobs.read', 'applications.read']);
    const count = await screen.findByRole('link', { name: '3' }, WAIT);
    expect(count.getAttribute('href')).toBe(`/acme/careers/applications?filter.job=${DRAFT_UUID}`);
    expect(count.closest('dd')?.previousElementSibling?.textContent).toBe('Applications');
    const pipeline = screen.getByRole('link', { name: 'Pipeline' });
    expect(pipeline.getAttribute('href')).toBe(`/acme/careers/applications/board?job=${DRAFT_UUID}`);
  });

  it('back from a direct payment, says the payment is being confirmed while the job is a draft, and published once it is', async () => {
    renderDetail(DRAFT_UUID, ['jobs.read'], draftJob, '?payment=p-1');
    expect(await screen.findByText(/the payment is being confirmed/, undefined, WAIT)).toBeTruthy();
    cleanup();
    renderDetail(DRAFT_UUID, ['jobs.read'], { ...draftJob, status: 'live' }, '?payment=p-1');
    expect(await screen.findByText('Your job is published and live.', undefined, WAIT)).toBeTruthy();
  });

  it('shows every Basic details field by its label, the status and who created it', async () => {
    renderDetail(DRAFT_UUID, ['jobs.read']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pastry chef' }, WAIT)).toBeTruthy();
    const facts: [string, string][] = [
      ['Employer', 'Acme Bakery'],
      ['Reference number', 'PC-12'],
      ['Work type', 'Full time'],
      ['Pay type', 'Salary'],
      ['Pay range', '$60k–70k'],
      ['Salary range', '60,000 – 70,000'],
      ['Currency', 'US dollar'],
      ['Classification', 'Hospitality'],
      ['Key contact', 'Bea Baker'],
      ['Advert start date', 'Dec 1, 2026'],
      ['Advert end date', 'Dec 31, 2026'],
    ];
    await screen.findByText('Full time', undefined, WAIT);
    for (const [label, value] of facts) {
      const term = screen.getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling?.textContent, label).toBe(value);
    }
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);
    expect(screen.getByText(/by Sam Admin/)).toBeTruthy();
    // A reader gets no action.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('isolates the reference number left to right in a right-to-left page', async () => {
    fakeJobsApi([(call) => (call.path.endsWith('/detail') ? jsonResponse(200, { data: draftJob }) : undefined)]);
    renderWithProviders(
      <div dir="rtl" lang="ar">
        <WithPermissions entries={['jobs.read']}>
          <JobDetailRoute />
        </WithPermissions>
      </div>,
      { path: '/:account/:site/jobs/:id', initialEntry: `/acme/careers/jobs/${DRAFT_UUID}` },
    );
    const reference = await screen.findByText('PC-12', undefined, WAIT);
    expect(reference.closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Pastry chef', { selector: 'h1 bdi' })).toBeTruthy();
  });

  it('offers edit at jobs/edit?job={uuid}', async () => {
    renderDetail(DRAFT_UUID, ['jobs.all']);
    const edit = await screen.findByRole('link', { name: 'Edit' }, WAIT);
    expect(edit.getAttribute('href')).toBe(`/acme/careers/jobs/edit?job=${DRAFT_UUID}`);
  });

  it('offers no edit once the job has expired (decision 0065)', async () => {
    renderDetail(DRAFT_UUID, ['jobs.all'], { ...draftJob, status: 'expired' });
    await screen.findByRole('button', { name: 'Delete' }, WAIT);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('deletes the job for good once its title is typed', async () => {
    const { writes } = renderDetail(DRAFT_UUID, ['jobs.all']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }, WAIT));
    await screen.findByRole('dialog', { name: 'Delete this job?' });
    await user.type(screen.getByLabelText('Type the title to confirm'), 'Pastry chef');
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(writes()).toMatchObject([{ method: 'DELETE', path: `/v1/jobs/${DRAFT_UUID}` }]);
    }, WAIT);
    await waitFor(() => {
      expect(noticeStore.get()).toMatchObject([{ type: 'success', message: 'Pastry chef was deleted.' }]);
    }, WAIT);
  });

  it('says not found for an unknown uuid', async () => {
    renderDetail('7d1e9f00-0000-4000-8000-000000000000', ['jobs.all']);
    expect(await screen.findByRole('heading', { name: 'Job not found' }, WAIT)).toBeTruthy();
  });

  it('says not found for a path that is not a uuid, without asking the API', async () => {
    const { calls } = renderDetail('12', ['jobs.all']);
    expect(await screen.findByRole('heading', { name: 'Job not found' }, WAIT)).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/v1/jobs'))).toBe(false);
  });
});
