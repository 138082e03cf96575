import type { FastifyRequest } from 'fastify';
import { ExportDataSchema } from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import type { ResourcePlace, ResourceRoute } from '../../lib/resource/define-resource.js';
import { IDEMPOTENT_CREATE, sendCreated } from '../../lib/resource/idempotent.js';
import { errorResponses } from '../../lib/responses.js';
import { recordAudit } from '../audit/index.js';
import { siteLinkBase } from '../branding/index.js';
import { requestExport } from './service.js';

interface ExportRouteDefinition {
  /** The export kind the worker runs (`registerExportKind`). */
  kind: string;
  summary?: string;
  /** What the kind reads besides the body, resolved now (the ledger's employer). */
  params?: (request: FastifyRequest) => Promise<Record<string, unknown>>;
}

/**
 * `POST {path}/export` of the list at `list` (the place `resource` answers, or the module's own path,
 * tags, rights and contract bundle), with its `export` right and the bundle's `export` body (the
 * list's query without paging: the export takes its search, filters and sort): records a CSV export
 * of the filtered list; the requester is mailed a link.
 */
export function exportRoute(deps: AppDeps, list: ResourcePlace, def: ExportRouteDefinition): ResourceRoute {
  if (!list.schemas.export) throw new Error(`${list.path}: the contract's bundle has no export body`);
  return {
    method: 'POST',
    url: `${list.path}/export`,
    config: { right: list.right('export') },
    schema: {
      tags: list.tags,
      summary: def.summary ?? 'Export the filtered list to CSV in the background; the requester is mailed a link',
      ...IDEMPOTENT_CREATE,
      body: list.schemas.export,
      response: { 202: ExportDataSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { siteId } = request.reach;
      // Read before the key's transaction: `params` reads through the module's own database handle.
      const extra = def.params ? await def.params(request) : {};
      const baseUrl = await siteLinkBase(deps, siteId);
      return sendCreated(deps, request, reply, 202, async (inTransaction) => {
        const params = { ...(request.body as Record<string, unknown>), ...extra };
        const data = await requestExport(inTransaction, {
          siteId,
          userId: request.user.id,
          kind: def.kind,
          params,
          baseUrl,
        });
        // Data leaving the product is an action of its own in the audit (decision 0095).
        const event = {
          siteId,
          actorId: request.user.id,
          subject: 'export',
          subjectId: data.id,
          action: 'requested' as const,
        };
        await recordAudit(inTransaction.db, { ...event, details: { kind: def.kind, filters: request.body } });
        return { data };
      });
    },
  };
}
