import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { jsonResponse, renderWithProviders, requestUrl } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { NavbarSearch } from './navbar-search';

const JOB = '0b9f6a51-2a7e-4c1e-9a55-3c1d2b7f4e10';
const SEEKER = '5d7c2e19-8f3b-4b6a-a0c4-9e2f1d3b6a77';
const pages = [
  { path: '/', label: 'Dashboard', icon: DashboardOutlinedIcon },
  { path: '/acme/careers/jobs', label: 'Jobs', icon: WorkOutlineIcon },
];

function mockSearch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(requestUrl(input), 'http://portal.test');
    if (url.pathname !== '/portal/v1/search') return Promise.resolve(jsonResponse(404, { message: 'Not found.' }));
    return Promise.resolve(
      jsonResponse(200, {
        data: [
          { kind: 'jobs', hits: [{ key: JOB, title: 'Pastry Chef', subtitle: 'R-100', status: 'live' }] },
          {
            kind: 'seekers',
            hits: [{ key: SEEKER, title: 'Pat Baker', subtitle: 'pat@cand.test', status: 'active' }],
          },
        ],
      }),
    );
  });
}

function renderSearch(entries = ['jobs.all', 'seekers.read']) {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <WithPermissions entries={entries}>
      <NavbarSearch pages={pages} />
      <input aria-label="Notes" />
    </WithPermissions>,
    { path: '/acme/careers/jobs' },
  );
  return { user, ...view };
}

/** The palette's code loads on first open: on a busy runner that outlasts the default second. */
const WAIT = { timeout: 10_000 };
const combobox = () => screen.findByRole('combobox', { name: /Search jobs, candidates/ }, WAIT);
const focused = (element: HTMLElement) =>
  waitFor(() => {
    expect(document.activeElement).toBe(element);
  });

describe('the command palette', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('opens on Ctrl+K, finds a job as the user types, and opens it with the arrow keys and Enter', async () => {
    const fetchMock = mockSearch();
    const { user } = renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    const field = await combobox();
    await focused(field);
    await user.type(field, 'pastry');
    const option = await screen.findByRole('option', { name: /Pastry Chef/ });
    const searched = fetchMock.mock.calls.map(([input]) => new URL(requestUrl(input), 'http://portal.test'));
    expect(searched.map((url) => url.searchParams.get('q'))).toEqual(['pastry']);
    // The pages group holds nothing named "pastry": the job is the first option, the candidate next.
    expect(field.getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Pat Baker/ }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('opens on "/" unless the user is typing in a field, and closes on Escape', async () => {
    mockSearch();
    const { user } = renderSearch();
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('/');
    expect((screen.getByRole('textbox', { name: 'Notes' }) as HTMLInputElement).value).toBe('/');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.keyboard('{Tab}/');
    await focused(await combobox());
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('combobox')).toBeNull();
    });
  });

  it('jumps to a page by name, "Post a job" included for whoever may create jobs', async () => {
    const fetchMock = mockSearch();
    const { user } = renderSearch();
    await user.click(screen.getAllByRole('button', { name: 'Quick search' })[0] ?? document.body);
    const field = await combobox();
    expect(screen.getByRole('option', { name: 'Post a job' })).toBeTruthy();
    await user.type(field, 'J');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Jobs', 'Post a job']);
    expect(await screen.findByText('Type at least two characters to search records.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('offers the last term searched when it opens again', async () => {
    mockSearch();
    const { user } = renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await combobox(), 'pastry');
    await screen.findByRole('option', { name: /Pastry Chef/ });
    await user.keyboard('{Enter}');
    await screen.findByText('elsewhere');
    expect(JSON.parse(window.localStorage.getItem('portal-search-recent:1') ?? '[]')).toEqual(['pastry']);
    cleanup();
    const again = renderSearch();
    await again.user.keyboard('{Control>}k{/Control}');
    const field = await combobox();
    expect(screen.getByRole('group', { name: 'Recent searches' })).toBeTruthy();
    await again.user.keyboard('{Enter}');
    expect((field as HTMLInputElement).value).toBe('pastry');
    expect(await screen.findByRole('option', { name: /Pastry Chef/ })).toBeTruthy();
  });

  it('has no serious or critical accessibility violation while open with results', async () => {
    mockSearch();
    const { user } = renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await combobox(), 'pastry');
    await screen.findByRole('option', { name: /Pastry Chef/ });
    expect(await seriousViolations()).toEqual([]);
  });

  it('leaves "Post a job" out for a user who may not create jobs', async () => {
    mockSearch();
    const { user } = renderSearch(['jobs.read']);
    await user.keyboard('{Control>}k{/Control}');
    await combobox();
    expect(screen.queryByRole('option', { name: 'Post a job' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Jobs' })).toBeTruthy();
  });
});
