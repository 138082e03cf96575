import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** How long a route change may keep the old page before the bar shows (a quick one shows nothing). */
export const NAVIGATION_PROGRESS_DELAY_MS = 150;

/**
 * A thin bar across the top of the window while a route change waits for its page's code or data
 * (decision 0066): the old page stays, and this says something is on its way.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => {
      setShown(true);
    }, NAVIGATION_PROGRESS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [busy]);
  if (!busy || !shown) return null;
  return (
    <LinearProgress
      aria-label={t('nav.loading')}
      sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 'tooltip', height: 3 }}
    />
  );
}
