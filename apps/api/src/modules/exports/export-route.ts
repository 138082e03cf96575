import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ExportDataSchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { ResourceRoute, RouteRight } from '../../lib/resource/define-resource.js';
import { errorResponses } from '../../lib/responses.js';
import { siteLinkBase } from '../branding/index.js';
import { requestExport } from './service.js';

interface ExportRouteDefinition<B extends z.ZodType> {
  /** The list's path: the route is `POST {path}/export`. */
  path: string;
  tags: string[];
  /** The export kind the worker runs (`registerExportKind`). */
  kind: string;
  right: RouteRight;
  summary?: string;
  /** The list's query without paging: the export takes its search, filters and sort. */
  body: B;
  /** What the kind reads besides the body, resolved now (the ledger's employer). */
  params?: (request: FastifyRequest) => Promise<Record<string, unknown>>;
}

/** `POST {path}/export`: records a CSV export of the filtered list; the requester is mailed a link. */
export function exportRoute<B extends z.ZodType>(deps: AppDeps, def: ExportRouteDefinition<B>): ResourceRoute {
  return {
    method: 'POST',
    url: `${def.path}/export`,
    config: { right: def.right },
    schema: {
      tags: def.tags,
      summary: def.summary ?? 'Export the filtered list to CSV in the background; the requester is mailed a link',
      body: def.body,
      response: { 202: ExportDataSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { siteId } = request.reach;
      const extra = def.params ? await def.params(request) : {};
      const data = await requestExport(deps, {
        siteId,
        userId: request.user.id,
        kind: def.kind,
        params: { ...(request.body as Record<string, unknown>), ...extra },
        baseUrl: await siteLinkBase(deps, siteId),
      });
      return reply.status(202).send({ data });
    },
  };
}
