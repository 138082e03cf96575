import { keyframes, type Theme } from '@mui/material/styles';

/** Every row has the same height, so the skeleton, the rows and the empty state take the same space. */
export const ROW_HEIGHT = 52;

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/** MUI's TableRow (hover, selected) and body TableCell looks, for the plain rows of the table's body. */
export const bodyStyles = (theme: Theme) => {
  const { palette } = theme;
  const border =
    palette.mode === 'light'
      ? theme.lighten(theme.alpha(palette.divider, 1), 0.88)
      : theme.darken(theme.alpha(palette.divider, 1), 0.68);
  const selected = theme.alpha(palette.primary.main, palette.action.selectedOpacity);
  return {
    '& > tbody > tr': { height: ROW_HEIGHT, verticalAlign: 'middle', outline: 0 },
    '& > tbody > tr[data-row]': {
      '&:hover': { backgroundColor: palette.action.hover },
      '&[data-link]': { cursor: 'pointer' },
      '&[data-selected]': {
        backgroundColor: selected,
        '&:hover': {
          backgroundColor: theme.alpha(
            palette.primary.main,
            palette.action.selectedOpacity + palette.action.hoverOpacity,
          ),
        },
      },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    },
    '& > tbody > tr > td': {
      ...theme.typography.body2,
      color: palette.text.primary,
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      padding: '0 16px',
      whiteSpace: 'nowrap',
      '&[data-align="right"]': { textAlign: 'right' },
      '&[data-wrap]': { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingBlock: '8px' },
      '&[data-checkbox]': { width: 48, padding: '0 0 0 4px' },
      '&[data-empty]': { textAlign: 'center', color: palette.text.secondary },
    },
    // The cell kit (cells.tsx): MUI's Link, small Chip and Checkbox in look, as plain elements.
    '& [data-cell-link]': {
      font: 'inherit',
      fontWeight: 600,
      color: palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: theme.alpha(palette.primary.main, 0.4),
      textAlign: 'start',
      background: 'none',
      border: 0,
      padding: 0,
      cursor: 'pointer',
      '&:hover': { textDecorationColor: 'inherit' },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2, borderRadius: '2px' },
    },
    '& [data-badge]': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      // Strings: the table's sx would read bare numbers as theme spacing and radius units.
      paddingInline: '8px',
      borderRadius: '12px',
      fontSize: theme.typography.pxToRem(13),
      lineHeight: 1,
      color: palette.text.primary,
      backgroundColor: palette.action.selected,
      '&[data-badge="outlined"]': {
        paddingInline: '7px',
        backgroundColor: 'transparent',
        border: `1px solid ${palette.mode === 'light' ? palette.grey[400] : palette.grey[700]}`,
      },
      ...Object.fromEntries(
        (['success', 'warning', 'error', 'info'] as const).map((tone) => [
          `&[data-tone="${tone}"]`,
          {
            '&[data-badge="filled"]': { backgroundColor: palette[tone].main, color: palette[tone].contrastText },
            '&[data-badge="outlined"]': {
              borderColor: theme.alpha(palette[tone].main, 0.7),
              color: palette[tone].main,
            },
          },
        ]),
      ),
    },
    '& [data-cell-checkbox]': {
      width: 18,
      height: 18,
      margin: '12px',
      accentColor: palette.primary.main,
      cursor: 'pointer',
      verticalAlign: 'middle',
      '&:disabled': { cursor: 'default' },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
    ...phoneCards(theme, border),
    // MUI's Skeleton (text, pulse) without a styled component per cell.
    '& [data-skeleton]': {
      display: 'block',
      height: '1.2em',
      borderRadius: `${theme.shape.borderRadius}px`,
      backgroundColor: theme.alpha(palette.text.primary, palette.mode === 'light' ? 0.11 : 0.13),
      animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    },
  } as const;
};

/**
 * On a phone each row is a compact card (react-admin's SimpleList as the model; decision 0066): the
 * first column as its title, the others one per line under their column's name (`data-label`), the
 * row's links and actions kept. The header keeps only what sorts (and select-all), as a wrapping row.
 */
/** The width of a card line's column name (a third of a phone's width). */
const CARD_LABEL = '8.5rem';

function phoneCards(theme: Theme, border: string) {
  const { palette } = theme;
  return {
    [theme.breakpoints.down('sm')]: {
      display: 'block',
      '& > thead, & > tbody': { display: 'block' },
      '& > thead > tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', height: 'auto', columnGap: '4px' },
      '& > thead > tr > th': { display: 'block', border: 0, padding: '4px 8px', minWidth: 0 },
      '& > thead > tr > th:not(.MuiTableCell-paddingCheckbox):not(:has(.MuiTableSortLabel-root))': { display: 'none' },
      '& > tbody > tr': {
        display: 'block',
        position: 'relative',
        height: 'auto',
        marginBottom: '8px',
        paddingBlock: '8px',
        border: `1px solid ${border}`,
        borderRadius: `${theme.shape.borderRadius}px`,
      },
      // A cell is a line: its column's name at the start, its content (one or more parts) after it.
      // The name floats in the cell's start padding and the cell holds it (flow-root), so a name on two
      // lines beside a short or empty value pushes the next line down instead of running into it.
      '& > tbody > tr > td': {
        display: 'flow-root',
        position: 'relative',
        minHeight: 28,
        padding: '2px 12px',
        paddingInlineStart: `calc(${CARD_LABEL} + 20px)`,
        border: 0,
        textAlign: 'start',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
        '&[data-main], &[data-label=""], &[data-empty], &:not([data-label])': { paddingInlineStart: '12px' },
        '&[data-main]': { ...theme.typography.subtitle1, fontWeight: 600, paddingInlineEnd: '48px' },
        // The row's checkbox sits in the card's top corner, beside its title, and above it: the title's
        // cell (positioned, later in the row) would otherwise take the tap and open the row.
        '&[data-checkbox]': {
          position: 'absolute',
          top: '4px',
          insetInlineEnd: '4px',
          zIndex: 1,
          width: 'auto',
          padding: 0,
        },
        '&[data-empty]': { textAlign: 'center', padding: '16px' },
        // A figure's column aligns it to the end; on a card it follows its label like any other value.
        '&[data-align="right"]': { textAlign: 'start' },
        '&[data-label]:not([data-main]):not([data-label=""])::before': {
          content: 'attr(data-label)',
          float: 'inline-start',
          width: CARD_LABEL,
          marginInlineStart: `calc(-${CARD_LABEL} - 8px)`,
          color: palette.text.secondary,
          ...theme.typography.caption,
          lineHeight: '24px',
        },
      },
    },
  };
}
