import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useLocale } from '../../lib/locale-context';

// Loaded beside the page rather than before it: the form paints first.
const PreferenceToolbar = lazy(() => import('../../components/preferences/preference-toolbar'));

/** Auth and error pages: the page alone, centred, with the language and theme choices above. */
export function BlankLayout() {
  const { translationEnabled } = useLocale();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ minHeight: 56 }}>
        <Suspense fallback={null}>
          <PreferenceToolbar translationEnabled={translationEnabled} />
        </Suspense>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', p: 2, pt: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
