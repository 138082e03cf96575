import { UI } from '@portal/contract';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useBranding } from '../../lib/branding';
import { updatePreferences, usePreferences } from '../../lib/preferences';
import { createAppTheme, type ColorMode } from '../../lib/theme';
import { useLocale } from '../../lib/locale-context';

/** The MUI theme from branding colours (UI defaults until branding is known), mode and direction. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { data: branding } = useBranding();
  const preferences = usePreferences();
  const { direction } = useLocale();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const mode: ColorMode = preferences.theme === 'system' ? (prefersDark ? 'dark' : 'light') : preferences.theme;

  const colors = branding?.branding.colors;
  const override = mode === 'dark' ? preferences.darkPrimaryColor : preferences.lightPrimaryColor;
  const primary = override ?? colors?.primary_color ?? UI.themePrimary;
  const primaryDark = colors?.primary_darken_color ?? UI.themePrimaryDarken;
  const bordered = preferences.skin === 'bordered';

  const theme = useMemo(
    () => createAppTheme({ mode, direction, primary, primaryDark, bordered }),
    [mode, direction, primary, primaryDark, bordered],
  );

  // Keeps the resolved scheme for the next load (the persisted "color-scheme").
  useEffect(() => {
    if (preferences['color-scheme'] !== mode) updatePreferences({ 'color-scheme': mode });
    document.documentElement.style.colorScheme = mode;
  }, [mode, preferences]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
