import { useEffect, useMemo, useRef } from 'react';
import { Outlet } from 'react-router';
import { InitError } from '../components/feedback/init-error';
import { PageSpinner } from '../components/feedback/page-spinner';
import { ScrollToTop } from '../components/scroll-top/scroll-to-top';
import { SnackbarHost } from '../components/snackbar/snackbar-host';
import { useMe } from '../lib/me';
import { useBranding } from '../lib/branding';
import { BrandingHead } from '../components/brand/branding-head';
import { errorMessage } from '../lib/api-client';
import { useAuth } from '../lib/auth-store';
import { queryClient } from '../lib/query-client';
import { resolveSelection, sameSelection } from '../lib/scope';
import { setSelection, useSelectionIds, type Selection } from '../lib/scope-store';
import { useLocale } from '../lib/locale-context';
import { RouteGuard } from './route-guard';
import { SessionProvider } from './session-provider';

const SCOPE_INDEPENDENT = new Set<unknown>(['branding', 'me']);

/**
 * Scoped data is refetched with the new headers when the account, site or employer changes. The
 * first settled selection is not a change: route loaders may already have fetched under it.
 */
function useRefreshOnScopeChange(ids: Selection, settled: boolean) {
  const previous = useRef<Selection | null>(null);
  useEffect(() => {
    if (!settled) return;
    const before = previous.current;
    previous.current = ids;
    if (before === null || sameSelection(before, ids)) return;
    void queryClient.invalidateQueries({ predicate: (query) => !SCOPE_INDEPENDENT.has(query.queryKey[0]) });
  }, [ids, settled]);
}

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
  const resolved = useMemo(() => (me.data ? resolveSelection(me.data.accounts, stored) : null), [me.data, stored]);
  const settled = resolved === null || sameSelection(resolved.ids, stored);

  useEffect(() => {
    if (resolved && !settled) setSelection(resolved.ids);
  }, [resolved, settled]);
  useRefreshOnScopeChange(stored, settled && me.data !== undefined);

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
      {content}
      <SnackbarHost timeoutMs={branding.data?.settings.snackbar_timeout_ms} />
      <ScrollToTop />
    </>
  );
}
