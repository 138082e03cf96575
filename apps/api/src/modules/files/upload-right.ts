import { FILE_KIND_RULES, type FileKind } from '@portal/contract';
import { type Access, type Reach, reachOf, SITE_MEMBER, type TenantRight } from '../access/index.js';

/**
 * Where the user may upload a file of `kind`: the route declares `SITE_MEMBER` (decision 0024),
 * and the kind in the URL narrows it to the kind's own right (`FILE_KIND_RULES`, decision 0022)
 * under the same per-level rule, 403 when no level grants it. Called before a byte of the body is read.
 */
export function uploadReach(access: Access, kind: FileKind): Reach {
  const right = FILE_KIND_RULES[kind].upload;
  return reachOf(access, right === 'own' ? SITE_MEMBER : (right satisfies TenantRight));
}
