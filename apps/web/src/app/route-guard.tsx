import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useNavigation } from 'react-router';
import { PageSpinner } from '../components/feedback/page-spinner';
import { useAuth } from '../lib/auth-store';
import { isLoginUrl } from '../lib/login-path';
import { pageNavigation } from '../lib/page-navigation';
import { decideRoute, routeMetaFromHandles } from '../lib/route-guard';
import { isScopeSwitch, scopePathState } from '../lib/scope-path';
import { setSelection } from '../lib/scope-store';
import { useSession } from '../lib/session-context';

/** The sign-in page is its own document (docs/decisions/0009): reached by a full page load. */
function LeaveForLogin({ to }: { to: string }) {
  useEffect(() => {
    pageNavigation.replace(to);
  }, [to]);
  return <PageSpinner />;
}

/**
 * Applies spec §2 to the matched routes: first the /{account}/{site} rule (replace names other than
 * the selection's; select them only from the switcher), then the guard decision. Redirects wait for a pending navigation
 * (e.g. the one that follows a login) to land.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  const isAuthenticated = useAuth() !== null;
  const { me, selection, ability } = useSession();
  // The path chooses the site only through the switcher (a first visit was settled by the root view).
  const adopt = isScopeSwitch(location.state);

  const params = matches[matches.length - 1]?.params ?? {};
  const scope =
    isAuthenticated && me && selection
      ? scopePathState(params, me.accounts, selection, location, adopt)
      : { type: 'ok' as const };
  const select = scope.type === 'select' ? scope.ids : null;
  const [accountId, siteId, employerId] = [select?.accountId, select?.siteId, select?.employerId];

  useEffect(() => {
    if (accountId === undefined || siteId === undefined || employerId === undefined) return;
    setSelection({ accountId, siteId, employerId });
  }, [accountId, siteId, employerId]);

  const idle = navigation.state === 'idle';
  if (scope.type === 'select') return null;
  if (scope.type === 'replace') return idle ? <Navigate to={scope.to} replace /> : null;

  const meta = routeMetaFromHandles(matches.map((match) => match.handle));
  const decision = decideRoute({ meta, isAuthenticated, ability, location });
  if (decision.type === 'redirect' && isLoginUrl(decision.to)) return <LeaveForLogin to={decision.to} />;
  if (decision.type === 'redirect') return idle ? <Navigate to={decision.to} replace /> : null;
  return <>{children}</>;
}
