import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { preloadOn } from '../../components/on-demand/on-demand';
import { LanguageSwitcher } from '../../components/preferences/language-switcher';
import { LayoutCustomizer } from '../../components/preferences/layout-customizer';
import { ThemeSwitcher } from '../../components/preferences/theme-switcher';
import { UserMenu } from '../../features/auth/components/user-menu';
import { PostJobButton } from '../../features/jobs/components/post-job-button';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ScopeSwitcher } from '../../features/scope/components/scope-switcher';
import { NavbarSearch } from '../../features/search/components/navbar-search';
import { ShortcutsButton } from '../../features/search/components/shortcuts-button';
import { usePreferences } from '../../lib/preferences';
import { useLocale } from '../../lib/locale-context';
import { BrandTitle } from './brand-title';
import { HorizontalNav } from './horizontal-nav';
import { NavDrawer } from './vertical-nav';
import type { VisibleNavItem } from './use-nav-items';

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
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {overlay ? (
          <IconButton edge="start" aria-label={t('nav.open')} {...preloadOn(NavDrawer)} onClick={onOpenNav}>
            <MenuIcon />
          </IconButton>
        ) : null}
        {horizontal || overlay ? <BrandTitle hideTitle={overlay} /> : null}
        <ScopeSwitcher />
        <NavbarSearch pages={items} />
        <Box sx={{ flexGrow: 1 }} />
        <PostJobButton />
        <ShortcutsButton pages={items} />
        {translationEnabled ? <LanguageSwitcher /> : null}
        <NotificationBell />
        <ThemeSwitcher />
        <LayoutCustomizer />
        <UserMenu />
      </Toolbar>
      {horizontal ? <HorizontalNav items={items} /> : null}
    </AppBar>
  );
}
