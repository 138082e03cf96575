import { z } from 'zod';
import { ExportDataSchema, ExportParamsSchema, MessageSchema } from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { SIGNED_IN } from '../access/index.js';
import { exportFile, openExportFile, toExport } from './service.js';

export const exportRoutes = moduleRoutes('exports', async (app, { deps, doc }) => {
  app.get('/v1/exports/:id', {
    ...doc(SIGNED_IN, 'Status of one of my exports', { params: ExportParamsSchema, response: ExportDataSchema }),
    handler: async (request) => {
      const row = await exportFile(deps, request.params.id, request.user);
      return { data: toExport(row) };
    },
  });

  app.get('/v1/exports/:id/download', {
    ...doc(SIGNED_IN, 'Download one of my finished exports (CSV)', {
      params: ExportParamsSchema,
      response: { 200: z.any(), ...errorResponses, 409: MessageSchema },
    }),
    handler: async (request, reply) => {
      const { row, file } = await openExportFile(deps, request.params.id, request.user);
      const name = `${row.kind}-${row.created_at.toISOString().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
});
