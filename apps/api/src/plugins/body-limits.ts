import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/contract';
import { HttpError, invalid } from '../lib/http-error.js';
import { jsonDepthWithin } from '../lib/json-depth.js';

/** Deeper than any payload of the product (the NUL guard walks as deep); a deeper JSON body is a 422. */
export const MAX_JSON_DEPTH = 32;

/** A refusal that ends the connection: the rest of the body is never read (decision 0061). */
export const bodyTooLarge = (message: string = MESSAGES.tooLong) =>
  new HttpError(413, message, undefined, { connection: 'close' });

/**
 * Bounds every request body before it is read (decision 0061). A JSON body is read only up to its
 * route's `bodyLimit` (Fastify refuses more with 413) and its nesting depth is checked on the text
 * before it is parsed, so no later walk (the NUL guard, a schema, a service) meets an unbounded
 * value. Any body, multipart included (which Fastify's limit does not cover), that declares a
 * `Content-Length` over its route's limit is a 413 before a byte of it is read, and the connection
 * is closed rather than drained; a multipart body must declare one (411 otherwise), so what a
 * route reads never passes its limit (Node reads no more than the declared length).
 */
export function registerBodyLimits(app: FastifyInstance, protoAction: 'error'): void {
  const parseJson = app.getDefaultJsonParser(protoAction, protoAction);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (!jsonDepthWithin(body as string, MAX_JSON_DEPTH)) {
      done(invalid({ body: [MESSAGES.invalid] }), undefined);
      return;
    }
    void parseJson(request, body as string, done);
  });
  app.addHook('onRequest', async (request) => {
    const length = request.headers['content-length'];
    if (length === undefined) {
      // A multipart body is read by the route, past Fastify's limit: it must say how long it is.
      if (/^multipart\//i.test(request.headers['content-type'] ?? '')) {
        throw new HttpError(411, MESSAGES.lengthRequired, undefined, { connection: 'close' });
      }
      return;
    }
    if (Number(length) > request.routeOptions.bodyLimit) throw bodyTooLarge();
  });
}
