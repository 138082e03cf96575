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
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { errorResponses } from '../../lib/responses.js';
import { SITE_MEMBER } from '../access/reach.js';
import { receiveUpload } from './receive.js';
import { sendFile } from './serve.js';
import * as service from './service.js';

const tags = ['files'];

const KINDS_TABLE = FILE_KINDS.map((kind) => {
  const rule = FILE_KIND_RULES[kind];
  return `- \`${kind}\`: ${fileTypeLabels(kind).join(', ')}, at most ${rule.maxMb} MB, ${rule.visibility}`;
}).join('\n');

export const fileRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Multipart bodies are accepted by this plugin's routes only; receive.ts reads an over-size file to
  // its end and answers 422 itself.
  await app.register(multipart, { throwFileSizeLimit: false });

  app.post('/v1/forms/upload-file', {
    config: { right: SITE_MEMBER },
    schema: {
      tags,
      summary: 'Upload a file for the selected site (multipart: `kind`, then `file`)',
      description: `The type is read from the content, never from the name. Kinds:\n${KINDS_TABLE}`,
      consumes: ['multipart/form-data'],
      response: { 201: FileDataSchema, ...errorResponses, 429: MessageSchema },
    },
    handler: async (request, reply) => {
      await service.countUpload(deps, request.user.id);
      const upload = await receiveUpload(request, service.uploadTempDir(deps));
      try {
        const data = await service.storeUpload(deps, request.reach, request.user.id, upload);
        return await reply.status(201).send({ data });
      } finally {
        await upload.discard();
      }
    },
  });

  app.get('/v1/files/:id', {
    config: { right: SITE_MEMBER },
    schema: {
      tags,
      summary: 'One file of the selected site',
      params: FileParamsSchema,
      response: { 200: FileDataSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: service.toFile(await service.readableFile(deps, request.access, request.user.id, request.params.id)),
    }),
  });

  app.get('/v1/files/:id/content', {
    config: { right: SITE_MEMBER },
    schema: {
      tags,
      summary: "A file's bytes, private kinds included, for a signed-in user of its site",
      params: FileParamsSchema,
      response: { 200: z.any(), ...errorResponses },
    },
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
      const row = await service.publicFile(deps, request.params.id);
      return sendFile(request, reply, row, await service.openFile(deps, row));
    },
  });
};
