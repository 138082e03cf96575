import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/contract';
import { invalid, notFound } from '../lib/http-error.js';

/** Deep enough for any payload of the product; anything deeper is not walked further. */
const MAX_DEPTH = 32;

/** Dotted paths (`filter.status`, `emails.2`) of every string key or value holding a NUL character. */
function nulPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\0')) found.push(path.join('.'));
  } else if (Buffer.isBuffer(value)) {
    // A raw body (a payment webhook's, kept for its signature) is bytes, not text input.
  } else if (value !== null && typeof value === 'object' && path.length < MAX_DEPTH) {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\0')) found.push([...path, key].join('.'));
      else nulPaths(child, [...path, key], found);
    }
  }
  return found;
}

/**
 * No text input may hold a NUL character: PostgreSQL cannot store one in text and refuses the
 * query, so it would surface as a 500. One check for every route, path parameters, query and body,
 * before each route's own validation (and after sign-in, which runs on onRequest). A path parameter
 * with one names nothing: 404, as any parameter the route's schema refuses (errors.ts). A query or
 * body field: a 422 naming the field.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (nulPaths(request.params).length > 0) throw notFound();
    const paths = [...nulPaths(request.query), ...nulPaths(request.body)];
    if (paths.length === 0) return;
    // Field names come from the request: a prototype-free map, as in the error handler.
    const errors = Object.create(null) as Record<string, string[]>;
    for (const field of paths) errors[field || 'body'] = [MESSAGES.invalid];
    throw invalid(errors);
  });
}
