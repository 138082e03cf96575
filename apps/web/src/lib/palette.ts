/** Colour facts shared by the MUI theme (lib/theme.ts) and the sign-in page's CSS (src/login). */
export type ColorMode = 'light' | 'dark';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export const SURFACES: Record<ColorMode, { default: string; paper: string; raised: string }> = {
  light: { default: '#f8f7fa', paper: '#ffffff', raised: '#ffffff' },
  // `raised` is the lightest surface MUI's dark elevation overlay produces (menus, popovers).
  dark: { default: '#121212', paper: '#121212', raised: '#383838' },
};
