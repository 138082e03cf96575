import { useEffect, useMemo } from 'react';
import { Outlet, useMatches } from 'react-router';
import { InitError } from '../components/feedback/init-error';
import { NavigationProgress } from '../components/feedback/navigation-progress';
import { PageSpinner } from '../components/feedback/page-spinner';
import { ScrollToTop } from '../components/scroll-top/scroll-to-top';
import { SnackbarHost } from '../components/snackbar/snackbar-host';
import { useMe } from '../lib/me';
import { useBranding } from '../lib/branding';
import { BrandingHead } from '../components/brand/branding-head';
import { errorMessage } from '../lib/api-client';
import { useAuth } from '../lib/auth-store';
import { sameSelection } from '../lib/scope';
import { initialSelection } from '../lib/scope-path';
import { setSelection, useSelectionIds } from '../lib/scope-store';
import { useLocale } from '../lib/locale-context';
import { RouteGuard } from './route-guard';
import { SessionProvider } from './session-provider';

/**
 * The root view (spec §1): a spinner until branding, language and (with a token) the user are
 * loaded, then the guarded page, the global snackbar and the scroll-to-top button.
 */
export function RootView() {
  const branding = useBranding();
  const signedIn = useAuth() !== null;
  const me = useMe();
  const { ready: localeReady } = useLocale();
  const stored = useSelectionIds();
  const params = useMatches().at(-1)?.params ?? {};
  const [account, site] = [params.account, params.site];
  // A first visit starts on the site its path names (decision 0056); later, the path follows the selection.
  const resolved = useMemo(
    () => (me.data ? initialSelection(me.data.accounts, stored, { account, site }) : null),
    [me.data, stored, account, site],
  );
  const settled = resolved === null || sameSelection(resolved.ids, stored);

  useEffect(() => {
    if (resolved && !settled) setSelection(resolved.ids);
  }, [resolved, settled]);

  const initialising = branding.isPending || !localeReady || (signedIn && me.isPending) || !settled;

  let content;
  if (initialising) content = <PageSpinner />;
  else if (signedIn && me.isError)
    content = <InitError message={errorMessage(me.error)} onRetry={() => void me.refetch()} />;
  else
    content = (
      <SessionProvider me={signedIn ? (me.data ?? null) : null} selection={signedIn ? resolved : null}>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </SessionProvider>
    );

  return (
    <>
      <BrandingHead branding={branding.data} />
      <NavigationProgress />
      {content}
      <SnackbarHost timeoutMs={branding.data?.settings.snackbar_timeout_ms} />
      <ScrollToTop />
    </>
  );
}
