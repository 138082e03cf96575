import { hexToRgb } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readableColor } from '../lib/contrast';
import { SURFACES } from '../lib/palette';
import { primaryColors } from './colors';

describe('the sign-in page primary colour', () => {
  it.each(['#1d4ed8', '#7e22ce', '#a02fff', '#7367F0', '#ffeb3b', '#0f766e', '#b45309'])(
    'matches the SPA theme for %s in light and dark',
    (color) => {
      for (const mode of ['light', 'dark'] as const) {
        const mui = readableColor(color, Object.values(SURFACES[mode]), mode === 'light' ? 'dark' : 'light');
        expect(primaryColors(color, '#7367F0', mode).primary, mode).toBe(mui.startsWith('#') ? hexToRgb(mui) : mui);
      }
    },
  );

  it('falls back when the branding colour is not a hex colour', () => {
    expect(primaryColors('blue', '#1d4ed8', 'light').primary).toBe('rgb(29, 78, 216)');
  });
});
