import type { Theme } from '@mui/material/styles';

/**
 * The side menu's items as MUI's List, ListItemButton, ListItemIcon and ListItemText draw them
 * (rounded, the current page filled with the primary colour), applied once to the list.
 * Lengths are strings: `sx` would read bare numbers on padding and margin as theme spacing.
 */
export const navListStyles = (narrow: boolean) => (theme: Theme) => {
  const { palette } = theme;
  return {
    listStyle: 'none',
    margin: 0,
    padding: '8px 12px',
    '& > li': { display: 'flex', marginBottom: '4px' },
    '& a': {
      ...theme.typography.body1,
      display: 'flex',
      flexGrow: 1,
      alignItems: 'center',
      justifyContent: narrow ? 'center' : 'flex-start',
      minHeight: '48px',
      padding: narrow ? '8px' : '8px 16px',
      borderRadius: `${theme.shape.borderRadius}px`,
      color: palette.text.primary,
      textDecoration: 'none',
      outline: 0,
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { backgroundColor: palette.action.focus, outline: `2px solid ${palette.primary.main}` },
      '&[data-active]': { backgroundColor: palette.primary.main, color: palette.primary.contrastText },
    },
    '& [data-nav-icon]': {
      display: 'inline-flex',
      flexShrink: 0,
      minWidth: narrow ? 0 : '40px',
      color: palette.action.active,
    },
    '& a[data-active] [data-nav-icon]': { color: 'inherit' },
    '& [data-nav-label]': { flex: '1 1 auto', minWidth: 0, margin: '4px 0' },
  } as const;
};
