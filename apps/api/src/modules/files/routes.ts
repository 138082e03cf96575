import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILE_KIND_RULES,
  FILE_KINDS,
  FileDataSchema,
  FileParamsSchema,
  fileTypeLabels,
  MessageSchema,
  UploadFileQuerySchema,
} from '@portal/contract';
import type { AppDeps } from '../../lib/resource/deps.js';
import { routeDocs } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { SITE_MEMBER } from '../access/index.js';
import { receiveUpload, UPLOAD_BODY_LIMIT } from './receive.js';
import { sendFile } from './serve.js';
import * as service from './service.js';
import { uploadReach } from './upload-right.js';
import { ALL_SITES, runInScope } from '../../db/row-scope.js';

const tags = ['files'];
const doc = routeDocs(...tags);

const KINDS_TABLE = FILE_KINDS.map((kind) => {
  const rule = FILE_KIND_RULES[kind];
  const right = rule.upload === 'own' ? 'any user of the site' : `\`${rule.upload.site}.${rule.upload.action}\``;
  const pixels = rule.maxPixels ? `, images at most ${rule.maxPixels / 1e6} MP` : '';
  return `- \`${kind}\`: ${fileTypeLabels(kind).join(', ')}, at most ${rule.maxMb} MB${pixels}, ${rule.visibility}; needs ${right}`;
}).join('\n');

export const fileRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Multipart bodies are accepted by this plugin's routes only; receive.ts stops reading an
  // over-size file at its kind's limit and answers 413 (decision 0061).
  await app.register(multipart, { throwFileSizeLimit: false });

  app.post('/v1/forms/upload-file', {
    config: { right: SITE_MEMBER },
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Upload a file of `kind` for the selected site (multipart: `file`)',
      description:
        "The kind's right and the storage quotas are checked before the body is read (403, 413); " +
        `the type is read from the content, never from the name. Kinds:\n${KINDS_TABLE}`,
      consumes: ['multipart/form-data'],
      querystring: UploadFileQuerySchema,
      response: { 201: FileDataSchema, ...errorResponses, 411: MessageSchema, 413: MessageSchema, 429: MessageSchema },
    },
    handler: async (request, reply) => {
      const { kind } = request.query;
      const reach = uploadReach(request.access, kind);
      await service.countUpload(deps, request.user.id);
      await service.checkQuotasLeft(deps, reach, request.user.id);
      const upload = await receiveUpload(request, service.uploadTempDir(deps), kind);
      try {
        const data = await service.storeUpload(deps, reach, request.user.id, upload);
        return await reply.status(201).send({ data });
      } finally {
        await upload.discard();
      }
    },
  });

  app.get('/v1/files/:id', {
    ...doc(SITE_MEMBER, 'One file of the selected site', { params: FileParamsSchema, response: FileDataSchema }),
    handler: async (request) => ({
      data: service.toFile(await service.readableFile(deps, request.access, request.user.id, request.params.id)),
    }),
  });

  app.get('/v1/files/:id/content', {
    ...doc(SITE_MEMBER, "A file's bytes, private kinds included, for a signed-in user of its site", {
      params: FileParamsSchema,
      response: z.any(),
    }),
    handler: async (request, reply) => {
      const row = await service.readableFile(deps, request.access, request.user.id, request.params.id);
      return sendFile(request, reply, row, await service.openFile(deps, row));
    },
  });
};

/** `GET /files/{uuid}`: public kinds for anyone with the link, outside /portal (an <img> sends no headers). */
export const publicFileRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/files/:id', {
    schema: {
      tags,
      summary: 'A public file (logo, favicon, stylesheet, banner, photo, avatar) by its link',
      params: FileParamsSchema,
      response: { 200: z.any(), 304: z.null(), 404: MessageSchema },
    },
    handler: async (request, reply) => {
      // A public file's link names its own row, on whichever site (decision 0104).
      const row = await runInScope(ALL_SITES, () => service.publicFile(deps, request.params.id));
      return sendFile(request, reply, row, await service.openFile(deps, row));
    },
  });
};
