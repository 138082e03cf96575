import { EMPLOYER_RESOURCE } from '@portal/contract';
import { createResourceApi } from '../../../lib/resource/create-resource-api';
import { defineResource, integerKey } from '../../../lib/resource/define-resource';

/**
 * Employers on the kit (decision 0031): one record's page, loader and not-found come from here; the
 * lists (all and on-hold) keep their own paths under the same `employers` key root (api/employers/keys).
 */
export const employerResource = defineResource(
  { name: 'employers', path: '/v1/employers', subject: 'employers', key: integerKey, title: 'business_name' },
  EMPLOYER_RESOURCE,
);

export const employersApi = createResourceApi(employerResource, { refreshes: [['dashboard']] });
