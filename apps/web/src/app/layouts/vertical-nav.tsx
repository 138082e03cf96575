import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onDemand, PopupOnDemand } from '../../components/on-demand/on-demand';
import { updatePreferences } from '../../lib/preferences';
import { useLocale } from '../../lib/locale-context';
import { BrandTitle } from './brand-title';
import { navListStyles } from './nav-list-styles';
import type { VisibleNavItem } from './use-nav-items';

// The collapsed menu names its items in tooltips; an expanded one never downloads them.
const Tooltip = onDemand(() => import('@mui/material/Tooltip').then((m) => m.default));

/** The overlay menu of narrow screens; the navbar's menu button preloads it. */
export const NavDrawer = onDemand(() => import('./nav-drawer').then((m) => m.NavDrawer));

export const NAV_WIDTH = 260;
export const NAV_COLLAPSED_WIDTH = 72;

interface VerticalNavProps {
  items: VisibleNavItem[];
  /** Permanent above the overlay breakpoint, a temporary overlay below it. */
  overlay: boolean;
  open: boolean;
  collapsed: boolean;
  onClose: () => void;
}

export function VerticalNav({ items, overlay, open, collapsed, onClose }: VerticalNavProps) {
  const { t } = useTranslation();
  const narrow = collapsed && !overlay;
  const width = narrow ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  const { direction } = useLocale();
  // The chevron points the way the menu moves, which flips in right-to-left.
  const pointsStart = !collapsed === (direction === 'ltr');
  const content = (
    <Box component="nav" aria-label={t('nav.label')}>
      <Toolbar
        sx={{
          px: 2,
          gap: 1,
          justifyContent: 'space-between',
          flexDirection: narrow ? 'column' : 'row',
          py: narrow ? 1 : 0,
        }}
      >
        <BrandTitle hideTitle={narrow} />
        {overlay ? null : (
          <IconButton
            size="small"
            aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
            onClick={() => {
              updatePreferences({ isVerticalNavCollapsed: !collapsed });
            }}
          >
            {pointsStart ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        )}
      </Toolbar>
      {/* Plain elements styled once by the list (nav-list-styles.ts): MUI's ListItemButton look
          without a dozen components per item on every page's first render. */}
      <Box component="ul" sx={navListStyles(narrow)}>
        {items.map(({ path, label, icon: Icon, active }) => {
          const link = (
            <Link
              to={path}
              data-active={active ? '' : undefined}
              aria-current={active ? 'page' : undefined}
              onClick={overlay ? onClose : undefined}
              aria-label={narrow ? label : undefined}
            >
              <span data-nav-icon="">
                <Icon />
              </span>
              {narrow ? null : <span data-nav-label="">{label}</span>}
            </Link>
          );
          return (
            <li key={path}>
              {narrow ? (
                // The item works (and is named by its aria-label) before its tooltip arrives.
                <Suspense fallback={link}>
                  <Tooltip title={label} placement="right">
                    {link}
                  </Tooltip>
                </Suspense>
              ) : (
                link
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );

  if (overlay) {
    return (
      <PopupOnDemand open={open}>
        <NavDrawer open={open} onClose={onClose} label={t('nav.label')} width={NAV_WIDTH}>
          {content}
        </NavDrawer>
      </PopupOnDemand>
    );
  }
  // What MUI's permanent Drawer draws, without the Modal and Slide only its overlay variant uses.
  return (
    <Box
      sx={{
        width,
        flex: '0 0 auto',
        // The docked root spans the page's full height and carries the surface; the menu itself
        // sticks to the viewport and scrolls on its own (a fixed paper stops at the first screen).
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Paper
        square
        elevation={0}
        sx={{
          position: 'sticky',
          top: 0,
          height: '100vh',
          display: 'flex',
          flexDirection: 'column',
          overflowY: 'auto',
          overflowX: 'hidden',
          zIndex: 'drawer',
        }}
      >
        {content}
      </Paper>
    </Box>
  );
}
