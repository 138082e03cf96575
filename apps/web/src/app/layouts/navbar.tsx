import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, preloadOn } from '../../components/on-demand/on-demand';
import { LanguageSwitcher } from '../../components/preferences/language-switcher';
import { LayoutCustomizer } from '../../components/preferences/layout-customizer';
import { ThemeSwitcher } from '../../components/preferences/theme-switcher';
import { usePhone } from '../../hooks/use-phone';
import { UserMenu } from '../../features/auth/components/user-menu';
import { PostJobButton } from '../../features/jobs/components/post-job-button';
import { ScopeSwitcher } from '../../features/scope/components/scope-switcher';
import { usePreferences } from '../../lib/preferences';
import { useLocale } from '../../lib/locale-context';
import { BrandTitle } from './brand-title';
import { HorizontalNav } from './horizontal-nav';
import { NavbarMore } from './navbar-more';
import { NavDrawer } from './vertical-nav';
import type { VisibleNavItem } from './use-nav-items';

// What the navbar shows beside the page rather than before it (the quick search, the shortcuts, the
// notification bell): downloaded once the shell has painted, so the sign-in journey stays small.
const NavbarSearch = onDemand(() =>
  import('../../features/search/components/navbar-search').then((m) => m.NavbarSearch),
);
const ShortcutsButton = onDemand(() =>
  import('../../features/search/components/shortcuts-button').then((m) => m.ShortcutsButton),
);
const NotificationBell = onDemand(() =>
  import('../../features/notifications/components/notification-bell').then((m) => m.NotificationBell),
);

/** The place of an icon button still downloading (the bell, the shortcuts): the bar does not move when it comes. */
const iconSlot = <Box aria-hidden sx={{ width: 40, height: 40, flexShrink: 0 }} />;

interface NavbarProps {
  items: VisibleNavItem[];
  /** Below the overlay breakpoint the menu opens from a button. */
  overlay: boolean;
  onOpenNav: () => void;
}

export function Navbar({ items, overlay, onOpenNav }: NavbarProps) {
  const { t } = useTranslation();
  const { navbarType, isNavbarBlurEnabled, appContentLayoutNav } = usePreferences();
  const { translationEnabled } = useLocale();
  const horizontal = appContentLayoutNav === 'horizontal' && !overlay;
  // A phone's bar: menu, site, search, post, bell, more, account; the brand is in the menu (decision 0066).
  const phone = usePhone();
  return (
    <AppBar
      position={navbarType === 'sticky' ? 'sticky' : 'static'}
      color="inherit"
      elevation={0}
      sx={(theme) => ({
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isNavbarBlurEnabled ? alpha(theme.palette.background.paper, 0.9) : 'background.paper',
        backdropFilter: isNavbarBlurEnabled ? 'blur(6px)' : undefined,
      })}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 2 } }}>
        {overlay ? (
          <IconButton edge="start" aria-label={t('nav.open')} {...preloadOn(NavDrawer)} onClick={onOpenNav}>
            <MenuIcon />
          </IconButton>
        ) : null}
        {(horizontal || overlay) && !phone ? <BrandTitle hideTitle={overlay} /> : null}
        <ScopeSwitcher />
        <Suspense fallback={null}>
          <NavbarSearch pages={items} />
        </Suspense>
        <Box sx={{ flexGrow: 1 }} />
        <PostJobButton compact={phone} />
        <Suspense fallback={iconSlot}>
          <NotificationBell />
        </Suspense>
        <NavbarMore phone={phone}>
          <Suspense fallback={iconSlot}>
            <ShortcutsButton pages={items} />
          </Suspense>
          {translationEnabled ? <LanguageSwitcher /> : null}
          <ThemeSwitcher />
          <LayoutCustomizer />
        </NavbarMore>
        <UserMenu />
      </Toolbar>
      {horizontal ? <HorizontalNav items={items} /> : null}
    </AppBar>
  );
}
