import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExportDataSchema, ExportParamsSchema, MESSAGES, MessageSchema } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { conflict } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/responses.js';
import { exportFile, toExport } from './service.js';

export const exportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/v1/exports/:id', {
    config: { permission: { action: 'access', subject: 'portal' } },
    schema: {
      tags: ['exports'],
      summary: 'Status of one of my exports',
      params: ExportParamsSchema,
      response: { 200: ExportDataSchema, ...errorResponses },
    },
    handler: async (request) => {
      const row = await exportFile(deps, request.params.id, request.user);
      return { data: toExport(row) };
    },
  });

  app.get('/v1/exports/:id/download', {
    config: { permission: { action: 'access', subject: 'portal' } },
    schema: {
      tags: ['exports'],
      summary: 'Download one of my finished exports (CSV)',
      params: ExportParamsSchema,
      response: { 200: z.any(), ...errorResponses, 409: MessageSchema },
    },
    handler: async (request, reply) => {
      const row = await exportFile(deps, request.params.id, request.user);
      if (row.status !== 'done' || !row.file_path || !fs.existsSync(row.file_path))
        throw conflict(MESSAGES.exportNotReady);
      const name = `${row.kind}-${row.created_at.toISOString().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(row.file_path));
    },
  });
};
