import { JOB_RESOURCE } from '@portal/contract';
import { createResourceApi } from '../../../lib/resource/create-resource-api';
import { defineResource, uuidKey } from '../../../lib/resource/define-resource';

/**
 * Jobs on the kit (decisions 0031, 0036): keyed by uuid, read at `/v1/jobs/{uuid}/detail`, a
 * draft's fields sent by PATCH (only those sent change), and the lifecycle moves of decision 0038
 * as the kit's transitions (`POST /v1/jobs/{uuid}/{move}` and `/v1/jobs/bulk/{move}`).
 */
export const jobResource = defineResource(
  { name: 'jobs', path: '/v1/jobs', subject: 'jobs', key: uuidKey, title: 'title' },
  JOB_RESOURCE,
);

export const jobsApi = createResourceApi(jobResource, {
  update: 'PATCH',
  detailSuffix: 'detail',
  refreshes: [['dashboard']],
});
