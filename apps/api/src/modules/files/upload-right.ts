import { FILE_KIND_RULES, type FileKind } from '@portal/contract';
import { reachFor, requireSite, siteReach, type Reach } from '../access/reach.js';
import type { Access } from '../access/scope.js';

/**
 * Where the user may upload a file of `kind`, by the kind's declared right (`FILE_KIND_RULES`,
 * decision 0022) under the per-level rule of decision 0012: 403 when no level grants it. Called
 * before a byte of the body is read.
 */
export function uploadReach(access: Access, kind: FileKind): Reach {
  const right = FILE_KIND_RULES[kind].upload;
  if (right === 'own') return { siteId: requireSite({ access }) };
  if (right.employer) return reachFor(access, right.action, { site: right.site, employer: right.employer });
  return siteReach(access, right.action, right.site);
}
