import { UI } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { NavDrawer } from './nav-drawer';

describe('the overlay navigation', () => {
  it('opens above everything else at the z-index of spec §9 (2000)', async () => {
    renderWithProviders(
      <NavDrawer open onClose={() => undefined} label="Menu" width={260}>
        <a href="/">Dashboard</a>
      </NavDrawer>,
    );
    const menu = await screen.findByLabelText('Menu');
    const overlay = menu.closest('.MuiDrawer-root') as HTMLElement;
    expect(UI.overlayZIndex).toBe(2000);
    expect(getComputedStyle(overlay).zIndex).toBe('2000');
  });
});
