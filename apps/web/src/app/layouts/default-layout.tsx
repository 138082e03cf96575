import { DEFAULT_TITLE, UI } from '@portal/contract';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ImpersonationSlot } from '../../components/impersonation/impersonation-slot';
import { useAuth } from '../../lib/auth-store';
import { useBranding } from '../../lib/branding';
import { CANDIDATE_VIEW_PATH } from '../../lib/candidate-view-path';
import { usePreferences } from '../../lib/preferences';
import { Navbar } from './navbar';
import { useNavItems } from './use-nav-items';
import { VerticalNav } from './vertical-nav';

/**
 * While a staff member looks at a candidate's view (decision 0052), that view is all there is: no
 * staff navigation, navbar, search or *Post a job*, and any other page of the shell opens the view
 * again, until Exit gives the staff session back (decision 0068: the banner's "read-only" holds).
 */
function CandidateLookShell() {
  const location = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ImpersonationSlot />
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 4 }}>
        {location.pathname === CANDIDATE_VIEW_PATH ? <Outlet /> : <Navigate to={CANDIDATE_VIEW_PATH} replace />}
      </Container>
    </Box>
  );
}

/** The signed-in shell: vertical or horizontal navigation, navbar, boxed or wide content, footer. */
export function DefaultLayout() {
  return useAuth()?.candidate ? <CandidateLookShell /> : <StaffShell />;
}

function StaffShell() {
  const { t } = useTranslation();
  const { data: branding } = useBranding();
  const preferences = usePreferences();
  const items = useNavItems();
  const wideScreen = useMediaQuery(`(min-width:${String(UI.overlayNavBreakpointPx)}px)`, { noSsr: true });
  const overlay = !wideScreen;
  const [navOpen, setNavOpen] = useState(false);
  const vertical = preferences.appContentLayoutNav === 'vertical';

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {vertical || overlay ? (
        <VerticalNav
          items={items}
          overlay={overlay}
          open={navOpen}
          collapsed={preferences.isVerticalNavCollapsed}
          onClose={() => {
            setNavOpen(false);
          }}
        />
      ) : null}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ImpersonationSlot />
        <Navbar
          items={items}
          overlay={overlay}
          onOpenNav={() => {
            setNavOpen(true);
          }}
        />
        <Container
          component="main"
          maxWidth={preferences.appContentWidth === 'boxed' ? 'lg' : false}
          sx={{ flexGrow: 1, py: 4 }}
        >
          <Outlet />
        </Container>
        {preferences.footerType === 'hidden' ? null : (
          <Box
            component="footer"
            sx={{
              px: 3,
              py: 2,
              position: preferences.footerType === 'sticky' ? 'sticky' : 'static',
              bottom: 0,
              bgcolor: 'background.default',
              // Below a list's skeleton it would move up when fewer rows come: shown with the rows.
              'body:has([data-skeleton-table]) &': preferences.footerType === 'sticky' ? {} : { display: 'none' },
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('layout.footer', { year: new Date().getFullYear(), title: branding?.title || DEFAULT_TITLE })}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
