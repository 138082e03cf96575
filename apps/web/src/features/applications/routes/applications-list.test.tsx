import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { fakeApplicationsApi, JOB_UUID, page, ROWS } from '../testing/fake-applications-api';
import { ApplicationsListRoute } from './applications-list';

const WAIT = { timeout: 10_000 };

function renderList(
  permissions: { entries: string[]; employerEntries?: string[] },
  {
    url = '/acme/careers/applications',
    answers = [],
  }: { url?: string; answers?: Parameters<typeof fakeApplicationsApi>[0] } = {},
) {
  const api = fakeApplicationsApi(answers);
  renderWithProviders(
    <WithPermissions {...permissions}>
      <ApplicationsListRoute />
    </WithPermissions>,
    { path: '/:account/:site/applications', initialEntry: url },
  );
  return { ...api, user: userEvent.setup() };
}

const lastListQuery = (calls: ReturnType<typeof fakeApplicationsApi>['calls']) =>
  Object.fromEntries(calls.filter((call) => call.path === '/v1/applications').at(-1)?.search ?? []);

async function selectRows(names: string[]) {
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: 'Applications' }, WAIT);
  await within(table).findByText('Ada Applicant', undefined, WAIT);
  for (const name of names) {
    const row = within(table).getByText(name).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox', { name: 'Select row' }));
  }
}

describe('applications list', () => {
  it('shows candidate with email, job with reference, employer, translated status, stage label and the knockout mark', async () => {
    renderList({ entries: ['applications.read'] });
    const link = await screen.findByRole('link', { name: 'Ada Applicant' }, WAIT);
    expect(link.getAttribute('href')).toBe(`/acme/careers/applications/${ROWS[0]?.uuid ?? ''}`);
    const row = link.closest('tr') as HTMLElement;
    for (const text of ['c1@mail.test', 'Pastry chef', 'PC-12', 'Acme Bakery', 'Applied', 'Phone screen']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByText('c1@mail.test').getAttribute('dir')).toBe('ltr');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent.trim());
    expect(headers).toEqual(
      expect.arrayContaining(['Candidate', 'Job', 'Employer', 'Status', 'Stage', 'Applied', 'Knocked out']),
    );
    // Not filtered to one job: no pipeline board; without applications.update nobody selects rows;
    // without export there is no export button.
    expect(screen.queryByRole('link', { name: 'Pipeline' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select row' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('reads the job filter from the URL, links its pipeline board, and sends status, stage and employer filters to the API', async () => {
    const { calls, user } = renderList(
      { entries: ['applications.read'] },
      { url: `/acme/careers/applications?filter.job=${JOB_UUID}` },
    );
    await screen.findByRole('link', { name: 'Ada Applicant' }, WAIT);
    expect(lastListQuery(calls)).toMatchObject({ 'filter[job]': JOB_UUID });
    expect(screen.getByRole('link', { name: 'Pipeline' }).getAttribute('href')).toBe(
      `/acme/careers/applications/board?job=${JOB_UUID}`,
    );
    await screen.findByRole('option', { name: 'Screening' }, WAIT);
    await user.selectOptions(screen.getByLabelText('Status'), 'screening');
    await screen.findByRole('option', { name: 'On-site interview' }, WAIT);
    await user.selectOptions(screen.getByLabelText('Stage'), 'onsite');
    await screen.findByRole('option', { name: 'Acme Builders' }, WAIT);
    await user.selectOptions(screen.getByLabelText('Employer'), '8');
    await waitFor(() => {
      expect(lastListQuery(calls)).toMatchObject({
        'filter[job]': JOB_UUID,
        'filter[status]': 'screening',
        'filter[stage]': 'onsite',
        'filter[employer]': '8',
      });
    }, WAIT);
  });

  it("hides the employer and tag filters from an employer's user", async () => {
    const { calls } = renderList({ entries: [], employerEntries: ['applications.read'] });
    await screen.findByRole('link', { name: 'Ada Applicant' }, WAIT);
    expect(screen.getByLabelText('Job')).toBeTruthy();
    expect(screen.queryByLabelText('Employer')).toBeNull();
    expect(screen.queryByLabelText('Tag')).toBeNull();
    expect(calls.some((call) => call.path === '/v1/employers' || call.path === '/v1/site/tags')).toBe(false);
  });

  it('moves three applied and one screening to shortlisted in one request, mailing only the candidate', async () => {
    const { writes, user } = renderList(
      { entries: ['applications.read', 'applications.update'] },
      {
        answers: [(call) => (call.path === '/v1/applications' ? jsonResponse(200, page(ROWS.slice(0, 4))) : undefined)],
      },
    );
    const table = await screen.findByRole('table', { name: 'Applications' }, WAIT);
    await within(table).findByText('Ada Applicant', undefined, WAIT);
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('Selected: 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status' }, WAIT);
    expect(within(dialog).getByText('3 Applied, 1 Screening')).toBeTruthy();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /New status/ }), 'shortlisted');
    expect(within(dialog).getByText('3 Applied, 1 Screening → Shortlisted')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'The candidate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() => {
      expect(writes()).toEqual([
        expect.objectContaining({
          path: '/v1/applications/bulk/status',
          body: { ids: ROWS.slice(0, 4).map((row) => row.uuid), status: 'shortlisted', notify: ['candidate'] },
        }),
      ]);
    }, WAIT);
    await waitFor(() => {
      expect(screen.getByText('Selected: 0')).toBeTruthy();
    }, WAIT);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    }, WAIT);
  });

  it('offers only targets allowed from every selected status, and says why a withdrawn one blocks them all', async () => {
    const { user } = renderList({ entries: ['applications.read', 'applications.update'] });
    await selectRows(['Ada Applicant', 'Di Dough']);
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change status' }, WAIT);
    const offered = within(within(dialog).getByRole('combobox', { name: /New status/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    // From applied and screening alike: no way back to applied, nor a move to invited.
    expect(offered).toEqual([
      'Choose one',
      'Screening',
      'Shortlisted',
      'Interviewed',
      'Offered',
      'Unsuccessful',
      'Withdrawn',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    }, WAIT);
    await selectRows(['Ed Exit']);
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    dialog = await screen.findByRole('dialog', { name: 'Change status' }, WAIT);
    // The withdrawn one stays as it is, so only withdrawing the others is left; the hint says why.
    expect(within(dialog).getByText('No status change is allowed from: Withdrawn.')).toBeTruthy();
    const left = within(within(dialog).getByRole('combobox', { name: /New status/ })).getAllByRole('option');
    expect(left.map((option) => option.textContent)).toEqual(['Choose one', 'Withdrawn']);
  });

  it('adds a tag to the selected applications in one request', async () => {
    const two = page(ROWS.slice(0, 2));
    const { user, writes } = renderList(
      { entries: ['applications.read', 'applications.update'] },
      { answers: [(call) => (call.path === '/v1/applications' ? jsonResponse(200, two) : undefined)] },
    );
    const table = await screen.findByRole('table', { name: 'Applications' }, WAIT);
    await within(table).findByText('Ada Applicant', undefined, WAIT);
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Add tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tags to the selected applications' }, WAIT);
    await user.type(within(dialog).getByRole('combobox', { name: 'Tags' }), 'U');
    await user.click(await screen.findByRole('option', { name: 'Urgent' }, WAIT));
    await user.click(within(dialog).getByRole('button', { name: 'Add tags' }));
    await waitFor(() => {
      expect(writes()).toEqual([
        expect.objectContaining({
          path: '/v1/applications/bulk/tags',
          body: { ids: ROWS.slice(0, 2).map((row) => row.uuid), tag_ids: [61] },
        }),
      ]);
    }, WAIT);
  });

  it("shows a refused change's 409 message and keeps the dialog open", async () => {
    const refusal = 'This application cannot move to that status.';
    const { user } = renderList(
      { entries: ['applications.read', 'applications.update'] },
      {
        answers: [
          (call) => (call.path === '/v1/applications/bulk/stage' ? jsonResponse(409, { message: refusal }) : undefined),
        ],
      },
    );
    await selectRows(['Ada Applicant', 'Ben Baker']);
    await user.click(screen.getByRole('button', { name: 'Change stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change stage' }, WAIT);
    expect(within(dialog).getByText('1 Phone screen, 1 No stage')).toBeTruthy();
    const stages = within(within(dialog).getByRole('combobox', { name: /New stage/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(stages).toEqual(['Choose one', 'Phone screen', 'On-site interview', 'No stage']);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /New stage/ }), 'onsite');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await within(dialog).findByText(refusal, undefined, WAIT)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Change stage' })).toBeTruthy();
  });
});
