import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { NavbarPopover } from './navbar-popover';

describe('NavbarPopover', () => {
  it('opens below its button as the named panel, runs onEntered, and closes on Escape', async () => {
    const anchor = document.createElement('button');
    anchor.textContent = 'Shortcuts';
    document.body.appendChild(anchor);
    onTestFinished(() => anchor.remove());
    const onClose = vi.fn();
    const onEntered = vi.fn();
    renderWithProviders(
      <NavbarPopover
        anchor={anchor}
        onClose={onClose}
        onEntered={onEntered}
        paper={{ role: 'dialog', 'aria-label': 'Shortcuts' }}
      >
        <a href="/jobs">Jobs</a>
      </NavbarPopover>,
    );
    const panel = await screen.findByRole('dialog', { name: 'Shortcuts' });
    expect(panel.textContent).toContain('Jobs');
    await vi.waitFor(() => {
      expect(onEntered).toHaveBeenCalled();
    });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
