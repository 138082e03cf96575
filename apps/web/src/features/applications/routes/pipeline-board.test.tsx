import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../../../lib/theme';
import { seriousViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { JOB_UUID, ROWS } from '../testing/fake-applications-api';
import { fakeBoardApi } from '../testing/fake-board-api';
import { PipelineBoardRoute } from './pipeline-board';

const WAIT = { timeout: 10_000 };
const SCAN = { timeout: 60_000 };
const [ada, ben] = ROWS;

const rtl = createAppTheme({
  mode: 'light',
  direction: 'rtl',
  primary: '#7367F0',
  primaryDark: '#675DD8',
  bordered: false,
});

function renderBoard(options: Parameters<typeof fakeBoardApi>[0] = {}, job = JOB_UUID, direction = 'ltr') {
  const api = fakeBoardApi(options);
  const board = (
    <WithPermissions entries={['applications.read', 'applications.update']}>
      <PipelineBoardRoute />
    </WithPermissions>
  );
  renderWithProviders(direction === 'rtl' ? <ThemeProvider theme={rtl}>{board}</ThemeProvider> : board, {
    path: '/:account/:site/applications/board',
    initialEntry: `/acme/careers/applications/board?job=${job}`,
  });
  return { ...api, user: userEvent.setup() };
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const status = () => screen.getByRole('status').textContent;

async function openBoard(options?: Parameters<typeof fakeBoardApi>[0]) {
  const api = renderBoard(options);
  await screen.findByRole('link', { name: 'Ada Applicant' }, WAIT);
  await screen.findByRole('link', { name: 'Ben Baker' }, WAIT);
  return api;
}

describe('pipeline board of a job', () => {
  it("shows No stage, then the site's active stages in order, each with its count, paged 50 per column", async () => {
    const { calls } = await openBoard();
    await waitFor(() => {
      expect(headings()).toEqual(['No stage 5', 'Phone screen 1', 'On-site interview 0']);
    }, WAIT);
    expect(within(column('Phone screen')).getByText('Applied')).toBeTruthy();
    expect(
      within(screen.getByTestId(`card-${ROWS[0]?.uuid.slice(0, -2) ?? ''}06`)).getByText('Knocked out'),
    ).toBeTruthy();
    const asked = calls.filter((call) => call.path === '/v1/applications' && call.search.get('per_page') === '50');
    expect(asked.map((call) => call.search.get('filter[stage]') ?? call.search.get('filter[staged]'))).toEqual(
      expect.arrayContaining(['false', 'phone', 'onsite', 'old']),
    );
    expect(asked.every((call) => call.search.get('filter[job]') === JOB_UUID)).toBe(true);
    expect(screen.getByRole('link', { name: 'Ada Applicant' }).getAttribute('href')).toBe(
      `/acme/careers/applications/${ada?.uuid ?? ''}`,
    );
  });

  it("shows another site's job (or an unknown one) as an empty board", async () => {
    renderBoard({}, '5e5e5e5e-2f1a-4c55-9d7e-1a2b3c4d5e6f');
    await waitFor(() => {
      expect(headings()).toEqual(['No stage 0', 'Phone screen 0', 'On-site interview 0']);
    }, WAIT);
    expect(screen.queryByRole('link', { name: 'Ada Applicant' })).toBeNull();
  });

  it('moves a card by keyboard through the stage confirmation, posting the chosen recipients, and shows it in its new column', async () => {
    const { user, writes } = await openBoard();
    screen.getByRole('button', { name: 'Move Ada Applicant' }).focus();
    await user.keyboard('{ArrowRight}');
    const dialog = await screen.findByRole('dialog', { name: 'Change stage' }, WAIT);
    expect(within(dialog).getByText('Phone screen → On-site interview')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'The candidate' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'The job’s consultants' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() => {
      expect(writes()).toEqual([
        expect.objectContaining({
          path: `/v1/applications/${ada?.uuid ?? ''}/stage`,
          body: { stage: 'onsite', notify: ['consultants', 'candidate'] },
        }),
      ]);
    }, WAIT);
    await waitFor(() => {
      expect(status()).toBe('Ada Applicant moved from Phone screen to On-site interview.');
    }, WAIT);
    // The card is in its new column, the counts follow, and the focus is back on its move button.
    expect(within(column('On-site interview')).getByRole('link', { name: 'Ada Applicant' })).toBeTruthy();
    expect(headings()).toEqual(['No stage 5', 'Phone screen 0', 'On-site interview 1']);
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Ada Applicant' }));
    }, WAIT);
  });

  it('moves forward with the left arrow when the board reads right to left', async () => {
    renderBoard({}, JOB_UUID, 'rtl');
    const move = await screen.findByRole('button', { name: 'Move Ada Applicant' }, WAIT);
    move.focus();
    await userEvent.setup().keyboard('{ArrowLeft}');
    const dialog = await screen.findByRole('dialog', { name: 'Change stage' }, WAIT);
    expect(within(dialog).getByText('Phone screen → On-site interview')).toBeTruthy();
  });

  it('offers the allowed stages from the "Move to…" menu, and none for a withdrawn application', async () => {
    const { user } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Move Ben Baker' }));
    const menu = await screen.findByRole('menu', { name: 'Move to…' }, WAIT);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Phone screen', 'On-site interview']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Phone screen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change stage' }, WAIT);
    expect(within(dialog).getByText('No stage → Phone screen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move Ed Exit' })).toBeNull();
  });

  it("shows a refused move's message and leaves the card where it was", async () => {
    const refusal = 'This application cannot move to that stage.';
    const { user } = await openBoard({ refuse: refusal });
    screen.getByRole('button', { name: 'Move Ada Applicant' }).focus();
    await user.keyboard('{ArrowLeft}');
    const dialog = await screen.findByRole('dialog', { name: 'Change stage' }, WAIT);
    expect(within(dialog).getByText('Phone screen → No stage')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await within(dialog).findByText(refusal, undefined, WAIT)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    }, WAIT);
    expect(within(column('Phone screen')).getByRole('link', { name: 'Ada Applicant' })).toBeTruthy();
    expect(status()).toBe('Ada Applicant stays in Phone screen.');
  });

  it('opens the same confirmation when a card is dragged and dropped on a column', async () => {
    await openBoard();
    const card = screen.getByTestId(`card-${ben?.uuid ?? ''}`);
    const dataTransfer = { setData: () => undefined, getData: () => '', effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(card, { dataTransfer });
    const target = column('On-site interview');
    // A card may not drop where it is.
    expect(fireEvent.dragOver(column('No stage'), { dataTransfer })).toBe(true);
    expect(fireEvent.dragOver(target, { dataTransfer })).toBe(false);
    fireEvent.drop(target, { dataTransfer });
    const dialog = await screen.findByRole('dialog', { name: 'Change stage' }, WAIT);
    expect(within(dialog).getByText('No stage → On-site interview')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false, false]);
    expect(screen.getByTestId(`card-${ROWS[4]?.uuid ?? ''}`).getAttribute('draggable')).toBe('false');
  });

  it('loads the next 50 cards of a column on "Load more"', async () => {
    const { user, calls } = await openBoard({ extra: 60 });
    await waitFor(() => {
      expect(headings()[0]).toBe('No stage 65');
    }, WAIT);
    const noStage = column('No stage');
    expect(within(noStage).getAllByRole('listitem')).toHaveLength(50);
    await user.click(within(noStage).getByRole('button', { name: 'Load more in No stage' }));
    await waitFor(() => {
      expect(within(noStage).getAllByRole('listitem')).toHaveLength(65);
    }, WAIT);
    expect(calls.some((call) => call.search.get('filter[staged]') === 'false' && call.search.get('page') === '2')).toBe(
      true,
    );
    expect(within(noStage).queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('has no serious or critical axe violation', SCAN, async () => {
    await openBoard();
    expect(await seriousViolations()).toEqual([]);
  });
});
