import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { fakeApplicationsApi, RECIPIENTS, ROWS } from '../testing/fake-applications-api';
import { ApplicationDetailRoute } from './application-detail';

const WAIT = { timeout: 10_000 };
const UUID = ROWS[0]?.uuid ?? '';
const OTHER_SITE = '7d6f3b3e-2f1a-4c55-9d7e-1a2b3c4d5eff';

function renderDetail(
  tail: string,
  {
    entries = ['applications.read'],
    answers = [],
  }: { entries?: string[]; answers?: Parameters<typeof fakeApplicationsApi>[0] } = {},
) {
  const api = fakeApplicationsApi(answers);
  renderWithProviders(
    <WithPermissions entries={entries}>
      <ApplicationDetailRoute />
    </WithPermissions>,
    { path: '/:account/:site/applications/:id/:tab?', initialEntry: `/acme/careers/applications/${tail}` },
  );
  return { ...api, user: userEvent.setup() };
}

describe('application detail', () => {
  it('opens the overview without a tab: contact, cover note and answers with the knockout mark', async () => {
    renderDetail(UUID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Applicant' }, WAIT)).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Overview' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.getAttribute('href')).toBe(`/acme/careers/applications/${UUID}/overview`);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('+1 555 0121').getAttribute('dir')).toBe('ltr');
    expect(within(panel).getByText('I love bread.')).toBeTruthy();
    const answers = within(panel).getByRole('list', { name: 'Screening answers' });
    const knocked = within(answers).getByText('Can you start at 4 am?').closest('li') as HTMLElement;
    expect(within(knocked).getByText('Knockout answer')).toBeTruthy();
    // A yes/no answer reads as the reader's word, not as stored ("no").
    expect(within(knocked).getByText('No')).toBeTruthy();
    expect(within(knocked).queryByText('no')).toBeNull();
    const kept = within(answers).getByText('Which oven?').closest('li') as HTMLElement;
    expect(within(kept).queryByText('Knockout answer')).toBeNull();
    expect(screen.getByRole('link', { name: /Job: Pastry chef/ }).getAttribute('href')).toBe(
      '/acme/careers/jobs/1c7f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e6f',
    );
  });

  it('shows "Page not found" for an unknown tab of an existing application, without asking the API', async () => {
    const { calls } = renderDetail(`${UUID}/salary`);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, WAIT)).toBeTruthy();
    expect(screen.queryByText(/application does not exist/)).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/v1/applications/'))).toBe(false);
  });

  it("shows the not-found page for another site's application (the API's 404)", async () => {
    renderDetail(OTHER_SITE);
    expect(await screen.findByRole('heading', { name: 'Application not found' }, WAIT)).toBeTruthy();
  });

  it('moves between tabs by keyboard, the tab in the URL: the resume tab says "No resume found"', async () => {
    const { user } = renderDetail(`${UUID}/overview`, {
      answers: [
        (call) =>
          call.path === `/v1/applications/${UUID}/resume` ? jsonResponse(200, { data: { resume: null } }) : undefined,
      ],
    });
    const overview = await screen.findByRole('tab', { name: 'Overview' }, WAIT);
    overview.focus();
    await user.keyboard('{ArrowRight}');
    const resume = screen.getByRole('tab', { name: 'Resume' });
    expect(document.activeElement).toBe(resume);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No resume found', undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Resume' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lists the activity: each move with who, when and who was mailed', async () => {
    const activity = [
      {
        from_status: 'applied',
        to_status: 'shortlisted',
        from_stage: null,
        to_stage: 'phone',
        notified: ['admins', 'candidate'],
        mailed_to: [],
        changed_by: { id: 2, name: 'Sam Admin' },
        created_at: '2026-11-21T10:00:00.000Z',
      },
      {
        from_status: null,
        to_status: 'applied',
        from_stage: null,
        to_stage: null,
        notified: ['candidate'],
        mailed_to: ['kb@bakery.example', 'hr@bakery.example'],
        changed_by: null,
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ];
    renderDetail(`${UUID}/activity`, {
      answers: [
        (call) =>
          call.path === `/v1/applications/${UUID}/activity` ? jsonResponse(200, { data: { activity } }) : undefined,
      ],
    });
    const list = await screen.findByRole('list', { name: 'Activity' }, WAIT);
    const [moved, received] = within(list).getAllByRole('listitem');
    expect(moved?.textContent).toContain('Status: Applied → Shortlisted · Stage: No stage → Phone screen');
    expect(moved?.textContent).toContain('by Sam Admin');
    expect(moved?.textContent).toContain('Mailed: Admins following the job and The candidate');
    expect(received?.textContent).toContain('Status: Received → Applied');
    // The job's own addresses, mailed when the application arrived (decision 0064), by name.
    expect(received?.textContent).toContain(
      'by the system — Mailed: The candidate, kb@bakery.example, and hr@bakery.example',
    );
  });

  it('says "No feedback left." and sends a rating with comments', async () => {
    const saved = {
      uuid: 'f1',
      rating: 4,
      comments: 'Good',
      author: { id: 1, name: 'Test User' },
      created_at: '2026-11-21T10:00:00.000Z',
    };
    const { user, writes } = renderDetail(`${UUID}/feedback`, {
      entries: ['applications.read', 'applications.update'],
      answers: [
        (call) =>
          call.method === 'POST' && call.path.endsWith('/seeker-application-feedback')
            ? jsonResponse(201, { data: saved })
            : undefined,
      ],
    });
    expect(await screen.findByText('No feedback left.', undefined, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '4 out of 5' }));
    await user.click(screen.getByLabelText('Comments'));
    await user.paste('Good');
    await user.click(screen.getByRole('button', { name: 'Save feedback' }));

    await waitFor(() => {
      expect(writes()).toEqual([
        expect.objectContaining({
          path: `/v1/applications/${UUID}/seeker-application-feedback`,
          body: { rating: 4, comments: 'Good' },
        }),
      ]);
    }, WAIT);
  });

  it("changes one application's status after naming the move, mailing nobody unless chosen", async () => {
    const { user, writes } = renderDetail(UUID, { entries: ['applications.read', 'applications.update'] });
    await user.click(await screen.findByRole('button', { name: 'Change status' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' }, WAIT);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /New status/ }), 'shortlisted');
    expect(within(dialog).getByText('Applied → Shortlisted')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() => {
      expect(writes()).toEqual([
        expect.objectContaining({
          path: `/v1/applications/${UUID}/status`,
          body: { status: 'shortlisted', notify: [] },
        }),
      ]);
    }, WAIT);
  });

  it('names who will be mailed before the move, and says so when a group has nobody (decision 0068)', async () => {
    const noConsultants = { ...RECIPIENTS, consultants: [] };
    const { user, writes } = renderDetail(UUID, {
      entries: ['applications.read', 'applications.update'],
      answers: [
        (call) =>
          call.path === '/v1/applications/bulk/recipients' ? jsonResponse(200, { data: noConsultants }) : undefined,
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Change status' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' }, WAIT);
    expect(await within(dialog).findByText('Will mail: Sam Admin <admin@acme.test>', undefined, WAIT)).toBeTruthy();
    expect(within(dialog).getByText(/Nobody to mail/)).toBeTruthy();
    const consultants = within(dialog).getByRole('checkbox', { name: 'The job’s consultants' });
    expect((consultants as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Admins following the job' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /New status/ }), 'shortlisted');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() => {
      expect(writes().map((call) => call.body)).toEqual([{ status: 'shortlisted', notify: ['admins'] }]);
    }, WAIT);
  });
});
