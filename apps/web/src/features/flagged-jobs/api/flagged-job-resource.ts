import { FLAGGED_JOB_RESOURCE } from '@portal/contract';
import { createResourceApi } from '../../../lib/resource/create-resource-api';
import { defineResource, uuidKey } from '../../../lib/resource/define-resource';

/**
 * Flagged jobs on the kit (decisions 0044, 0049): one row per job with open reports, keyed by the
 * job's uuid; dismissing its reports is the kit's transition (`POST …/{uuid}/dismiss`, `…/bulk/dismiss`).
 * A listed row is always open. The cache root is the strings' namespace, `flaggedJobs`.
 */
export const flaggedJobResource = defineResource(
  { name: 'flaggedJobs', path: '/v1/site/flagged-jobs', subject: 'jobs', key: uuidKey },
  FLAGGED_JOB_RESOURCE,
);

export const flaggedJobsApi = createResourceApi(flaggedJobResource, { refreshes: [['dashboard'], ['jobs']] });
