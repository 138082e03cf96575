import { MESSAGES, type JobDetail } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { JobDetailRoute } from '../routes/job-detail';
import { JobWizardPage } from '../routes/job-wizard-page';
import { DRAFT_UUID, fakeJobsApi, filledDraft, type Call } from '../testing/fake-jobs-api';
import { lifecycleAnswers, PRODUCT_UUID } from '../testing/fake-lifecycle-api';

// Decision 0065: the wizard opens on the job's own status with the steps it may still change.
const WAIT = { timeout: 10_000 };
const STAFF = { entries: ['jobs.all', 'credits.all'] };
type Answer = (call: Call) => Response | undefined;

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderWizard(job: JobDetail, step: string, first?: Answer) {
  const api = fakeJobsApi([...(first ? [first] : []), lifecycleAnswers({ job })]);
  renderWithProviders(
    <WithPermissions {...STAFF}>
      <JobWizardPage />
      <Address />
    </WithPermissions>,
    { path: '/:account/:site/jobs/:page', initialEntry: `/acme/careers/jobs/edit?job=${DRAFT_UUID}&step=${step}` },
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

const stepper = () => screen.getByRole('navigation', { name: 'Steps' }).textContent ?? '';
const notices = () => noticeStore.get().map((notice) => notice.message);

describe('correcting a job after its draft', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('fixes a live job’s typo: no payment step, its dates read-only, saved once without them', async () => {
    const live: JobDetail = { ...filledDraft, status: 'live', title: 'Pastry chfe' };
    const { user, writes } = renderWizard(live, 'basic-details');
    expect(await screen.findByText(/This job is live/, undefined, WAIT)).toBeTruthy();
    const title = await screen.findByRole('textbox', { name: /Job title/ }, WAIT);
    expect(screen.getByLabelText('Advert start date')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Advert end date')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    await user.clear(title);
    await user.type(title, 'Pastry chef');
    for (const next of [
      'Additional details',
      'Application preferences',
      'Screening questions',
      'Overview and confirmation',
    ]) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByRole('heading', { level: 2, name: next }, WAIT);
    }
    expect(stepper()).toMatch(/Screening questions/);
    expect(stepper()).not.toMatch(/Payment/);
    expect(writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(`/acme/careers/jobs/${DRAFT_UUID}`);
    }, WAIT);
    const sent = writes();
    expect(sent.map((call) => [call.method, call.path])).toEqual([['PATCH', `/v1/jobs/${DRAFT_UUID}`]]);
    expect(sent[0]?.body).toMatchObject({ title: 'Pastry chef' });
    expect(sent[0]?.body).not.toHaveProperty('advert_start_date');
    expect(sent[0]?.body).not.toHaveProperty('advert_end_date');
    expect(notices()).toContain('Your changes are saved.');
  }, 60_000);

  it('resubmits a corrected rejected job for approval, paying nothing', async () => {
    const rejected: JobDetail = { ...filledDraft, status: 'rejected' };
    const { user, writes } = renderWizard(rejected, 'overview');
    expect(await screen.findByText(/resubmit it for approval/, undefined, WAIT)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Resubmit for approval' }, WAIT));
    await waitFor(() => {
      expect(notices()).toContain('Your job is back in the queue for approval.');
    }, WAIT);
    expect(writes().map((call) => [call.method, call.path])).toEqual([
      ['PATCH', `/v1/jobs/${DRAFT_UUID}`],
      ['POST', `/v1/jobs/${DRAFT_UUID}/resubmit`],
    ]);
    expect(writes().some((call) => call.path.endsWith('/publish'))).toBe(false);
  });

  it('lists every field a resubmission refused at once, each with its step', async () => {
    const rejected: JobDetail = { ...filledDraft, status: 'rejected' };
    const refusal: Answer = (call) =>
      call.path.endsWith('/resubmit')
        ? jsonResponse(422, {
            message: MESSAGES.givenDataInvalid,
            errors: { description: [MESSAGES.required], apply_on: [MESSAGES.required] },
          })
        : undefined;
    const { user } = renderWizard(rejected, 'overview', refusal);
    await user.click(await screen.findByRole('button', { name: 'Resubmit for approval' }, WAIT));
    const alert = await screen.findByText('Before this job can go out, complete:', undefined, WAIT);
    const items = within(alert.closest('[role="alert"]') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Additional details — Description: This field is required.',
      'Application preferences — Where seekers apply: This field is required.',
    ]);
  });

  it('starts a clone’s payment step on the product chosen when cloning', async () => {
    const clone: JobDetail = { ...filledDraft, product: { uuid: PRODUCT_UUID, name: 'Standard listing' } };
    renderWizard(clone, 'payment');
    const radio = await screen.findByRole('radio', { name: /Standard listing/ }, WAIT);
    await waitFor(() => {
      expect(radio).toHaveProperty('checked', true);
    }, WAIT);
  });

  it('offers Edit on a live job’s page and not on an expired one’s', async () => {
    fakeJobsApi([lifecycleAnswers({ job: { ...filledDraft, status: 'live' } })]);
    renderWithProviders(
      <WithPermissions {...STAFF}>
        <JobDetailRoute />
      </WithPermissions>,
      { path: '/:account/:site/jobs/:id', initialEntry: `/acme/careers/jobs/${DRAFT_UUID}` },
    );
    const edit = await screen.findByRole('link', { name: 'Edit' }, WAIT);
    expect(edit.getAttribute('href')).toBe(`/acme/careers/jobs/edit?job=${DRAFT_UUID}`);
  });

  it('says an expired job can no longer be changed', async () => {
    renderWizard({ ...filledDraft, status: 'expired' }, 'basic-details');
    expect(
      await screen.findByText('An expired job can no longer be changed. Clone it to post it again.', undefined, WAIT),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
