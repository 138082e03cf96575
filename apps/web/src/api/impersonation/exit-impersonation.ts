import { apiRequest } from '../../lib/api-client';
import { endCandidateView, getAuth, restoreParent } from '../../lib/auth-store';
import { clearUserQueries } from '../../lib/query-client';

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
  await apiRequest('/auth/logout', undefined, { method: 'DELETE', expireOn401: false }).catch(() => undefined);
  const back = restoreParent();
  clearUserQueries();
  return back;
}
