import { CandidateTokenSchema, ImpersonationResultSchema } from '@portal/contract';
import { apiRequest } from '../../lib/api-client';
import { startCandidateView, startImpersonation } from '../../lib/auth-store';
import { meQueryOptions } from '../../lib/me';
import { clearUserQueries, queryClient } from '../../lib/query-client';
import { CANDIDATE_VIEW_PATH } from '../../lib/candidate-view-path';

/** Who to impersonate: a portal user by id, or a candidate by uuid (decision 0052). */
export type ImpersonationTarget = { userId: number } | { seekerUuid: string };

/**
 * Asks the API for the child token, keeps the current one as its parent with the path to come back
 * to, and answers where to go: `/` as the user (their `me` already cached), or the candidate view.
 */
export async function startImpersonating(target: ImpersonationTarget, returnTo: string): Promise<string> {
  const body = { redirect_path: returnTo };
  if ('userId' in target) {
    const result = await apiRequest(`/v1/impersonate/users/${String(target.userId)}`, ImpersonationResultSchema, {
      method: 'POST',
      body,
    });
    startImpersonation({ access_token: result.access_token, token_type: result.token_type }, returnTo);
    clearUserQueries();
    queryClient.setQueryData(meQueryOptions(result.access_token).queryKey, result.me);
    return '/';
  }
  const result = await apiRequest(
    `/v1/impersonate/seekers/${encodeURIComponent(target.seekerUuid)}`,
    CandidateTokenSchema,
    { method: 'POST', body },
  );
  startCandidateView(result.access_token, returnTo);
  return CANDIDATE_VIEW_PATH;
}
