import { createTheme, type Theme } from '@mui/material/styles';
import { MIN_TEXT_CONTRAST, readableColor, readableHover, textOn } from './contrast';
import type { Direction } from './locale';
import { SURFACES, type ColorMode } from './palette';

export type { ColorMode };

export interface ThemeInput {
  mode: ColorMode;
  direction: Direction;
  primary: string;
  primaryDark: string;
  bordered: boolean;
}

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
      // Buttons' text is plain white or black, and the hover colour keeps it readable (a dark
      // branding colour under dark mode's black text is lightened just enough).
      primary: { main, dark: readableHover(primaryDark, textOn(main)), contrastText: textOn(main) },
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
      // On a phone every dialog is full-screen, as MUI's `fullScreen` draws it (decision 0066).
      MuiDialog: {
        styleOverrides: {
          paper: ({ theme }) => ({
            [theme.breakpoints.down('sm')]: {
              margin: 0,
              width: '100%',
              maxWidth: '100%',
              height: '100%',
              maxHeight: 'none',
              borderRadius: 0,
            },
          }),
        },
      },
    },
  });
}
