import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { bareSpacing } from '../../testing/bare-spacing';
import { bodyStyles } from './table-body-styles';

describe('the table body’s styles', () => {
  it('give margins and paddings in CSS units, not sx spacing units', () => {
    expect(bareSpacing(bodyStyles(createTheme()))).toEqual([]);
  });
});
