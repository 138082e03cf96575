import {
  type CloneJob,
  JobDataSchema,
  PublishResultSchema,
  type JobDetail,
  type PublishJob,
  type PublishResult,
} from '@portal/contract';
import { apiRequest } from '../../../lib/api-client';

const at = (uuid: string, move: string) => `/v1/jobs/${encodeURIComponent(uuid)}/${move}`;

/** POST /v1/jobs/{uuid}/publish: the draft goes live or on hold, paid as `pay_with` says (decision 0038). */
export async function publishJob(uuid: string, body: PublishJob): Promise<PublishResult> {
  return (await apiRequest(at(uuid, 'publish'), PublishResultSchema, { method: 'POST', body })).data;
}

/** POST /v1/jobs/{uuid}/clone: a new draft of the job as the chosen product; answers the draft. */
export async function cloneJob(uuid: string, body: CloneJob): Promise<JobDetail> {
  return (await apiRequest(at(uuid, 'clone'), JobDataSchema, { method: 'POST', body, idempotent: true })).data;
}

/** POST /v1/jobs/{uuid}/resubmit: a corrected rejected job back to the hold queue, paid already (decision 0065). */
export async function resubmitJob(uuid: string): Promise<JobDetail> {
  return (await apiRequest(at(uuid, 'resubmit'), JobDataSchema, { method: 'POST', body: {} })).data;
}
