import { SEEKER_RESOURCE } from '@portal/contract';
import { createResourceApi } from '../../../lib/resource/create-resource-api';
import { defineResource, uuidKey } from '../../../lib/resource/define-resource';

/**
 * Seekers on the kit (decisions 0031, 0044): keyed by uuid, read at `/v1/seekers/{uuid}`, enabled
 * and disabled through the kit's transitions (`POST /v1/seekers/{uuid}/{move}`, `/bulk/{move}`);
 * disable is final, so the kit asks for the typed label. Staff edit the visa and work type only
 * (`PATCH /v1/seekers/{uuid}`, decision 0068).
 */
export const seekerResource = defineResource(
  { name: 'seekers', path: '/v1/seekers', subject: 'seekers', key: uuidKey, title: 'name' },
  SEEKER_RESOURCE,
);

export const seekersApi = createResourceApi(seekerResource, { update: 'PATCH', refreshes: [['dashboard']] });
