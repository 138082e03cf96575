import {
  FLAGGED_JOB_TRANSITIONS,
  FlaggedJobDetailSchema,
  FlaggedJobListQuerySchema,
  FlaggedJobPageSchema,
} from '@portal/contract';
import { createResourceApi } from '../../../components/resource/create-resource-api';
import { defineResource, transitionsOf, uuidKey } from '../../../components/resource/define-resource';
import { listOf } from '../../../lib/list-state';

/**
 * Flagged jobs on the kit (decisions 0044, 0049): one row per job with open reports, keyed by the
 * job's uuid; dismissing its reports is the kit's transition (`POST …/{uuid}/dismiss`, `…/bulk/dismiss`).
 * A listed row is always open. The cache root is the strings' namespace, `flaggedJobs`.
 */
export const flaggedJobResource = defineResource(
  { name: 'flaggedJobs', path: '/v1/site/flagged-jobs', subject: 'jobs', key: uuidKey },
  {
    list: listOf(FlaggedJobListQuerySchema),
    schemas: { page: FlaggedJobPageSchema, detail: FlaggedJobDetailSchema },
    transitions: transitionsOf(FLAGGED_JOB_TRANSITIONS, () => 'open' as const),
  },
);

export const flaggedJobsApi = createResourceApi(flaggedJobResource, { refreshes: [['dashboard'], ['jobs']] });
