import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@portal/contract';
import { isConnectionLost } from '../db/errors.js';
import { HttpError } from '../lib/http-error.js';
import { StorageUnavailable } from '../lib/storage/index.js';

function fieldOf(instancePath: string): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || 'body';
}

/** Storage outages last longer than a database restart: the client is asked to wait this long. */
const STORAGE_RETRY_AFTER_SECONDS = 30;

/** One error handler: Laravel-shaped bodies, and never a stack trace or SQL text in a response. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      const body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params') return reply.status(404).send({ message: MESSAGES.notFound });
      // Field names come from the request: a prototype-free map, so `__proto__` is just a name.
      const errors = Object.create(null) as Record<string, string[]>;
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        (errors[field] ??= []).push(issue.message ?? MESSAGES.invalid);
      }
      return reply.status(422).send({ message: MESSAGES.givenDataInvalid, errors });
    }
    if (error instanceof StorageUnavailable) {
      // S3 down or the disk full: nothing was recorded, the client may retry later (decision 0096).
      // The connection is closed: an upload refused mid-body is not read to its end.
      request.log.warn({ err: error.cause, storage: error.reason }, 'storage unavailable');
      return reply
        .status(503)
        .headers({ 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS), connection: 'close' })
        .send({ message: MESSAGES.storageUnavailable });
    }
    if (isConnectionLost(error)) {
      // The database is restarting or unreachable: an outage the client may retry, not a bug (decision 0023).
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: MESSAGES.serviceUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (
      status === 415 ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(422).send({ message: MESSAGES.givenDataInvalid, errors: { body: [MESSAGES.invalid] } });
    }
    if (status === 413) return reply.status(413).send({ message: MESSAGES.tooLong });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: status === 404 ? MESSAGES.notFound : MESSAGES.invalid });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.serverError });
  });
}
