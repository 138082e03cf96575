import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NavbarPopover } from '../../../components/page/navbar-popover';
import { useCan, useSession } from '../../../lib/session-context';
import { pagesWithPosting, siteBase, type PageLink } from './page-link';
import { shortcutPages } from './shortcut-pages';
import type { AnchoredPopupProps } from '../../../components/on-demand/popup-trigger';

const COLUMNS = 3;

interface Props extends AnchoredPopupProps {
  pages: readonly PageLink[];
}

/** Which link an arrow key moves to in a grid of `count` links, `columns` wide (right is back in RTL). */
export function gridStep(key: string, at: number, count: number, rtl: boolean): number | undefined {
  const steps: Record<string, number> = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    ArrowDown: COLUMNS,
    ArrowUp: -COLUMNS,
  };
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = steps[key];
  if (step === undefined) return undefined;
  const next = at + step;
  return next >= 0 && next < count ? next : at;
}

/** The shortcuts grid: each frequent page a link with its icon; arrow keys move between them. */
export function ShortcutsMenu({ id, anchor, pages, onClose }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const can = useCan();
  const { selection } = useSession();
  const grid = useRef<HTMLUListElement>(null);
  const base = siteBase(selection?.account?.name, selection?.site?.name);
  const all = pagesWithPosting(pages, { base, allowed: can('create', 'jobs'), label: t('nav.postJob') });
  const shortcuts = shortcutPages(all, base);

  const onKeyDown = (event: KeyboardEvent) => {
    const links = [...(grid.current?.querySelectorAll('a') ?? [])];
    const at = links.findIndex((link) => link === document.activeElement);
    const next = gridStep(event.key, Math.max(at, 0), links.length, theme.direction === 'rtl');
    if (next === undefined) return;
    event.preventDefault();
    links[next]?.focus();
  };

  return (
    <NavbarPopover
      id={id}
      anchor={anchor}
      onClose={onClose}
      paper={{ role: 'dialog', 'aria-label': t('search.shortcuts'), sx: { p: 1.5, width: 360 } }}
      onEntered={() => {
        grid.current?.querySelector('a')?.focus();
      }}
    >
      <Box component="h2" sx={{ typography: 'subtitle1', m: 0, px: 1, pb: 1 }}>
        {t('search.shortcuts')}
      </Box>
      <Box
        component="ul"
        ref={grid}
        onKeyDown={onKeyDown}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${String(COLUMNS)}, 1fr)`,
          gap: 1,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {shortcuts.map((page) => {
          const Icon = page.icon;
          return (
            <li key={page.path}>
              <Box
                component={RouterLink}
                to={page.path}
                onClick={onClose}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 0.5,
                  p: 1.5,
                  borderRadius: 1,
                  color: 'text.primary',
                  textDecoration: 'none',
                  textAlign: 'center',
                  typography: 'body2',
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
                }}
              >
                <Icon color="primary" />
                {page.label}
              </Box>
            </li>
          );
        })}
      </Box>
    </NavbarPopover>
  );
}
