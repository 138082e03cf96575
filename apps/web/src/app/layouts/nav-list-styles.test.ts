import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { bareSpacing } from '../../testing/bare-spacing';
import { navListStyles } from './nav-list-styles';

describe('the side menu’s styles', () => {
  it('give margins and paddings in CSS units, expanded and collapsed', () => {
    const theme = createTheme();
    expect(bareSpacing(navListStyles(false)(theme))).toEqual([]);
    expect(bareSpacing(navListStyles(true)(theme))).toEqual([]);
  });
});
