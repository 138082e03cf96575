import { createTheme, type Theme } from '@mui/material/styles';
import { MIN_TEXT_CONTRAST, readableColor } from './contrast';
import type { Direction } from './locale';

export type ColorMode = 'light' | 'dark';

export interface ThemeInput {
  mode: ColorMode;
  direction: Direction;
  primary: string;
  primaryDark: string;
  bordered: boolean;
}

const SURFACES: Record<ColorMode, { default: string; paper: string; raised: string }> = {
  light: { default: '#f8f7fa', paper: '#ffffff', raised: '#ffffff' },
  // `raised` is the lightest surface MUI's dark elevation overlay produces (menus, popovers).
  dark: { default: '#121212', paper: '#121212', raised: '#383838' },
};

/** The MUI theme: branding primary (kept readable), light or dark, left-to-right or right-to-left. */
export function createAppTheme({ mode, direction, primary, primaryDark, bordered }: ThemeInput): Theme {
  const surfaces = SURFACES[mode];
  const main = readableColor(
    primary,
    [surfaces.default, surfaces.paper, surfaces.raised],
    mode === 'light' ? 'dark' : 'light',
  );
  return createTheme({
    direction,
    palette: {
      mode,
      contrastThreshold: MIN_TEXT_CONTRAST,
      primary: { main, dark: primaryDark },
      background: { default: surfaces.default, paper: surfaces.paper },
    },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily: '"Public Sans", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCard: { defaultProps: bordered ? { variant: 'outlined' } : { elevation: 2 } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // Tooltips appear at once: a half-faded tooltip is unreadable (and fails contrast checks).
      MuiTooltip: { defaultProps: { slotProps: { transition: { timeout: 0 } } } },
    },
  });
}
