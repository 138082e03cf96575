import { MeSchema } from '@portal/contract';
import { apiRequest } from '../../lib/api-client';
import { endCandidateView, getAuth, restoreParent } from '../../lib/auth-store';
import { meQueryOptions } from '../../lib/me';
import { pageNavigation } from '../../lib/page-navigation';
import { clearUserQueries, queryClient } from '../../lib/query-client';

/**
 * Ends the impersonation in progress (spec §4): the server revokes the child token, then the
 * parent comes back and the answer is the stored path. A child the server already refuses (expired,
 * parent revoked) is as good as revoked. Null when nothing was being impersonated.
 */
export async function exitImpersonation(): Promise<string | null> {
  const auth = getAuth();
  if (auth?.candidate) {
    await apiRequest('/v1/candidate/logout', undefined, {
      method: 'DELETE',
      scope: false,
      expireOn401: false,
      headers: { Authorization: `Bearer ${auth.candidate.access_token}` },
    }).catch(() => undefined);
    return endCandidateView();
  }
  if (!auth?.parent) return null;
  const { parent } = auth;
  await apiRequest('/auth/logout', undefined, { method: 'DELETE', expireOn401: false }).catch(() => undefined);
  // The parent's `me` first, so the shell never unmounts into its loading state between the two
  // users (the page would lose the navigation back).
  const me = await apiRequest('/auth/me', MeSchema, {
    scope: false,
    expireOn401: false,
    headers: { Authorization: `${parent.token_type} ${parent.access_token}` },
  }).catch(() => null);
  const back = restoreParent() ?? '/';
  clearUserQueries();
  if (!me) {
    // The parent is over too (or unreachable): a full load lets the usual sign-in flow take over.
    pageNavigation.assign(back);
    return null;
  }
  queryClient.setQueryData(meQueryOptions(parent.access_token).queryKey, me);
  return back;
}
