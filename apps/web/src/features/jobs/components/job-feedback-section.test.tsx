import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { JobDetailRoute } from '../routes/job-detail';
import { DRAFT_UUID, draftJob, fakeJobsApi } from '../testing/fake-jobs-api';
import { JobFeedbackSection } from './job-feedback-section';

const WAIT = { timeout: 10_000 };
const FEEDBACK_PATH = `/v1/site/job-feedbacks/${DRAFT_UUID}`;

const feedback = (n: number, rating: number, recommend: boolean, comments: string | null) => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  rating,
  recommend_employer: recommend,
  comments,
  created_at: '2026-11-20T10:00:00.000Z',
});

function renderFeedback(
  average: { average: number | null; count: number; recommend_count: number },
  rows: unknown[],
  lastPage = 1,
) {
  const api = fakeJobsApi([
    (call) => {
      if (call.path === `${FEEDBACK_PATH}/average-rating`) return jsonResponse(200, { data: average });
      if (call.path === FEEDBACK_PATH) {
        const page = Number(call.search.get('page') ?? '1');
        return jsonResponse(200, {
          data: rows,
          meta: { current_page: page, per_page: 10, total: rows.length, last_page: lastPage },
        });
      }
      return undefined;
    },
  ]);
  renderWithProviders(
    <WithPermissions entries={['jobs.all']}>
      <JobFeedbackSection uuid={DRAFT_UUID} />
    </WithPermissions>,
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

describe("a job's candidate feedback", () => {
  it('says "No feedback left." when no candidate rated the job', async () => {
    renderFeedback({ average: null, count: 0, recommend_count: 0 }, []);
    const section = await screen.findByRole('region', { name: 'Candidate feedback' }, WAIT);
    expect(await within(section).findByText('No feedback left.', {}, WAIT)).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('shows the average with its count and recommend ratio, then each feedback', async () => {
    renderFeedback({ average: 4.333, count: 3, recommend_count: 2 }, [
      feedback(1, 5, true, 'Clear advert, quick reply.'),
      feedback(2, 4, true, null),
      feedback(3, 4, false, 'Pay was lower than listed.'),
    ]);
    expect(await screen.findByText('4.3 out of 5 (3 ratings)', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('2 of 3 would recommend the employer')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Feedback from candidates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Clear advert, quick reply.')).toBeTruthy();
    expect(within(list).getByText('Would not recommend the employer')).toBeTruthy();
  });

  it('reads the next page of feedback on demand', async () => {
    const { calls, user } = renderFeedback(
      { average: 3, count: 12, recommend_count: 6 },
      [feedback(1, 3, true, null)],
      2,
    );
    await user.click(await screen.findByRole('button', { name: 'Feedback page 2' }, WAIT));
    await waitFor(() => {
      expect(
        calls
          .filter((call) => call.path === FEEDBACK_PATH)
          .at(-1)
          ?.search.get('page'),
      ).toBe('2');
    }, WAIT);
  });

  it("ends the job's page, read for the job the page shows", async () => {
    const { calls } = fakeJobsApi([
      (call) => (call.path === `/v1/jobs/${DRAFT_UUID}/detail` ? jsonResponse(200, { data: draftJob }) : undefined),
    ]);
    renderWithProviders(
      <WithPermissions entries={['jobs.read']}>
        <JobDetailRoute />
      </WithPermissions>,
      { path: '/:account/:site/jobs/:id', initialEntry: `/acme/careers/jobs/${DRAFT_UUID}` },
    );
    const section = await screen.findByRole('region', { name: 'Candidate feedback' }, WAIT);
    expect(await within(section).findByText('No feedback left.', {}, WAIT)).toBeTruthy();
    expect(calls.some((call) => call.path === `${FEEDBACK_PATH}/average-rating`)).toBe(true);
  });
});
