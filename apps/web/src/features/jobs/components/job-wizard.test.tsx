import { MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Link, useLocation } from 'react-router';
import { noticeStore } from '../../../lib/notifications';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { JobWizardPage } from '../routes/job-wizard-page';
import { DRAFT_UUID, draftJob, fakeJobsApi, type Call } from '../testing/fake-jobs-api';

const WAIT = { timeout: 10_000 };

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

/** The wizard page as the app mounts it: one route for `create` and `edit` (the manifest's layout route). */
function renderWizard(initialEntry: string, permissions: { entries: string[]; employerEntries?: string[] }) {
  const api = fakeJobsApi([
    (call: Call) => {
      if (call.path === '/v1/jobs' && call.method === 'POST') {
        const body = call.body as Record<string, unknown>;
        return jsonResponse(201, { data: { ...draftJob, ...body, uuid: DRAFT_UUID } });
      }
      if (call.path === `/v1/jobs/${DRAFT_UUID}` && call.method === 'PATCH') {
        return jsonResponse(200, { data: { ...draftJob, ...(call.body as object) } });
      }
      if (call.path === `/v1/jobs/${DRAFT_UUID}/detail`) return jsonResponse(200, { data: draftJob });
      return undefined;
    },
  ]);
  renderWithProviders(
    <WithPermissions {...permissions}>
      <JobWizardPage />
      <Link to="/acme/careers/employers">Employers</Link>
      <Address />
    </WithPermissions>,
    { path: '/:account/:site/jobs/:page', initialEntry },
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the job posting wizard', () => {
  beforeEach(() => {
    noticeStore.set([]);
  });

  it('names the six steps, and Next refuses a Basic details slice without employer and title, sending nothing', async () => {
    const { user, writes } = renderWizard('/acme/careers/jobs/create', { entries: ['jobs.all'] });
    await screen.findByRole('heading', { level: 2, name: 'Basic details' }, WAIT);
    const stepper = screen.getByRole('navigation', { name: 'Steps' });
    expect(stepper.textContent).toContain('Additional details');
    for (const step of ['Application preferences', 'Screening questions', 'Overview and confirmation']) {
      expect(stepper.textContent).toContain(step);
    }
    expect(stepper.textContent).toContain('Payment and confirmation');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(errorOf(screen.getByRole('textbox', { name: /^Job title/ }))).toContain(MESSAGES.required);
    }, WAIT);
    expect(errorOf(screen.getByRole('combobox', { name: /^Employer/ }))).toContain(MESSAGES.required);
    expect(writes()).toEqual([]);
  });

  it('says "No options found." when a select of the site’s options matches nothing', async () => {
    const { user } = renderWizard('/acme/careers/jobs/create', { entries: ['jobs.all'] });
    await user.type(await screen.findByRole('combobox', { name: 'Work type' }, WAIT), 'zzz');
    expect(await screen.findByText(MESSAGES.noOptions, undefined, WAIT)).toBeTruthy();
  });

  it('creates the draft on the first Next, moves to its edit address at the next step, and updates it after', async () => {
    const { user, writes, calls } = renderWizard('/acme/careers/jobs/create', { entries: ['jobs.all'] });
    await user.type(await screen.findByRole('combobox', { name: /^Employer/ }, WAIT), 'Bak');
    await user.click(await screen.findByRole('option', { name: 'Acme Bakery' }, WAIT));
    await user.type(screen.getByRole('textbox', { name: /^Job title/ }), 'Pastry chef');
    await user.type(screen.getByRole('combobox', { name: 'Work type' }), 'Part');
    await user.click(await screen.findByRole('option', { name: 'Part time' }, WAIT));
    await user.type(screen.getByLabelText('Salary from'), '50000');
    await user.type(screen.getByLabelText('Advert start date'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { level: 2, name: 'Additional details' }, WAIT);
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/jobs',
        body: expect.objectContaining({
          employer_id: 7,
          title: 'Pastry chef',
          reference: null,
          work_type: 'part_time',
          salary_min: 50000,
          salary_max: null,
          advert_start_date: '2026-12-01',
        }) as unknown,
      }),
    ]);
    await waitFor(() => {
      expect(address()).toBe(`/acme/careers/jobs/edit?job=${DRAFT_UUID}&step=additional-details`);
    }, WAIT);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Application preferences' }, WAIT);
    // The wizard that created the draft goes on: the page never reads the draft anew.
    screen.getByRole('heading', { level: 1, name: 'Post a job' });
    expect(calls.filter((call) => call.path === `/v1/jobs/${DRAFT_UUID}/detail`)).toEqual([]);
    const [, update] = writes();
    expect(update).toMatchObject({ method: 'PATCH', path: `/v1/jobs/${DRAFT_UUID}` });
    expect(update?.body).not.toHaveProperty('employer_id');
  });

  it('resumes a draft at the step its address names, with a read-only overview linking back to each step', async () => {
    const { user } = renderWizard(`/acme/careers/jobs/edit?job=${DRAFT_UUID}&step=overview`, { entries: ['jobs.all'] });
    await screen.findByRole('heading', { level: 2, name: 'Overview and confirmation' }, WAIT);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Pastry chef' })).toBeTruthy();
    expect(await screen.findByText('Full time', undefined, WAIT)).toBeTruthy();
    for (const text of ['Pastry chef', 'Acme Bakery', 'Bea Baker', 'Dec 31, 2026']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    await user.click(screen.getByRole('button', { name: 'Change Basic details' }));
    await screen.findByRole('heading', { level: 2, name: 'Basic details' }, WAIT);
    expect((screen.getByRole('textbox', { name: /^Job title/ }) as HTMLInputElement).value).toBe('Pastry chef');
    expect(address()).toBe(`/acme/careers/jobs/edit?job=${DRAFT_UUID}&step=basic-details`);
  });

  it('asks before leaving with changes no draft has kept', async () => {
    const { user, writes } = renderWizard(`/acme/careers/jobs/edit?job=${DRAFT_UUID}`, { entries: ['jobs.all'] });
    await user.type(await screen.findByRole('textbox', { name: /^Job title/ }, WAIT), ' (weekends)');
    await user.click(screen.getByRole('link', { name: 'Employers' }));
    expect(await screen.findByRole('dialog', { name: 'Leave this page?' }, WAIT)).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("lets an employer's user post for their own employer without choosing one", async () => {
    const { user, writes } = renderWizard('/acme/careers/jobs/create', { entries: [], employerEntries: ['jobs.all'] });
    await screen.findByRole('heading', { level: 2, name: 'Basic details' }, WAIT);
    expect(screen.queryByRole('combobox', { name: /^Employer/ })).toBeNull();
    expect(screen.getByText('Acme Bakery')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Job title/ }), 'Baker{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Additional details' }, WAIT);
    expect(writes()[0]?.body).not.toHaveProperty('employer_id');
  });
});
