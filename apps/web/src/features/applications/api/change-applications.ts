import type {
  ApplicationRecipient,
  ApplicationStatus,
  ChangeApplicationStage,
  ChangeApplicationStatus,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi } from '../../../api/applications/application-resource';
import { invalidateAll } from '../../../lib/query-client';
import { apiRequest } from '../../../lib/api-client';

export type ChangeKind = 'status' | 'stage';

export type ChangeRun =
  | { kind: 'status'; ids: readonly string[]; value: ApplicationStatus; notify: ApplicationRecipient[] }
  | { kind: 'stage'; ids: readonly string[]; value: string | null; notify: ApplicationRecipient[] };

/**
 * One application: `POST /v1/applications/{uuid}/{status|stage}`; several: `POST
 * /v1/applications/bulk/{status|stage}` with `ids`, all or nothing (a move the table refuses is a
 * 409 with its message). `notify` names who is mailed; none: nobody.
 */
export async function changeApplications(run: ChangeRun): Promise<void> {
  const body: ChangeApplicationStatus | ChangeApplicationStage =
    run.kind === 'status' ? { status: run.value, notify: run.notify } : { stage: run.value, notify: run.notify };
  const [only] = run.ids;
  const single = run.ids.length === 1 && only !== undefined;
  const base = applicationsApi.definition.path;
  const target = single ? `${base}/${encodeURIComponent(only)}/${run.kind}` : `${base}/bulk/${run.kind}`;
  await apiRequest(target, undefined, { method: 'POST', body: single ? body : { ...body, ids: run.ids } });
}

/** Refreshes every list and page showing applications (and the dashboard's counts) after a change. */
export function useRefreshApplications() {
  const queryClient = useQueryClient();
  return () => invalidateAll(queryClient, [applicationsApi.keys.all, ['dashboard']]);
}

export function useChangeApplications() {
  const refresh = useRefreshApplications();
  return useMutation({ mutationFn: changeApplications, onSuccess: refresh });
}
