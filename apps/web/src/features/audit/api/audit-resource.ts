import { AUDIT_RESOURCE } from '@portal/contract';
import { createResourceApi } from '../../../lib/resource/create-resource-api';
import { defineResource, integerKey } from '../../../lib/resource/define-resource';

/** The audit log on the kit (decision 0095): a list and its export, rows keyed by id, never edited. */
export const auditResource = defineResource(
  { name: 'audit', path: '/v1/audit', subject: 'audit', key: integerKey },
  AUDIT_RESOURCE,
);

export const auditApi = createResourceApi(auditResource);
