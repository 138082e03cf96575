import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { ShortcutsButton } from './shortcuts-button';
import { gridStep } from './shortcuts-menu';

/** The menu as the shell passes it: already filtered by the ability (here a recruiter's). */
const pages = [
  { path: '/', label: 'Dashboard', icon: DashboardOutlinedIcon },
  { path: '/acme/careers/jobs', label: 'Jobs', icon: WorkOutlineIcon },
  { path: '/acme/careers/jobs/flagged-jobs', label: 'Flagged jobs', icon: FlagOutlinedIcon },
  { path: '/acme/careers/credit-system', label: 'Credits', icon: PaymentsOutlinedIcon },
];

function renderShortcuts(entries: string[]) {
  const user = userEvent.setup();
  renderWithProviders(
    <WithPermissions entries={entries}>
      <ShortcutsButton pages={pages} />
    </WithPermissions>,
    { path: '/acme/careers/jobs' },
  );
  return user;
}

const links = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('the shortcuts menu', () => {
  it('shows the frequent pages the user may open, "Post a job" after the jobs, and moves with the arrow keys', async () => {
    const user = renderShortcuts(['jobs.all', 'credits.read']);
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Shortcuts' }, { timeout: 10_000 });
    expect(links()).toEqual(['Dashboard', 'Jobs', 'Post a job', 'Credits']);
    await waitFor(() => {
      expect(document.activeElement?.textContent).toBe('Dashboard');
    });
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Post a job');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Post a job');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Credits');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('leaves out "Post a job" for a user who may not create jobs', async () => {
    const user = renderShortcuts(['jobs.read']);
    await user.click(screen.getByRole('button', { name: 'Shortcuts' }));
    await screen.findByRole('dialog', { name: 'Shortcuts' }, { timeout: 10_000 });
    expect(links()).toEqual(['Dashboard', 'Jobs', 'Credits']);
  });

  it('moves right-to-left in Arabic: the right arrow goes back', () => {
    expect(gridStep('ArrowRight', 1, 6, true)).toBe(0);
    expect(gridStep('ArrowLeft', 1, 6, true)).toBe(2);
    expect(gridStep('ArrowUp', 1, 6, false)).toBe(1);
    expect(gridStep('End', 1, 6, false)).toBe(5);
    expect(gridStep('a', 1, 6, false)).toBeUndefined();
  });
});
