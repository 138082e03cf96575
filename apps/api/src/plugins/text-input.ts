import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@portal/contract';
import { invalid, notFound } from '../lib/http-error.js';

/** Deep enough for any payload of the product; anything deeper is not walked further. */
const MAX_DEPTH = 32;

/** Half of a UTF-16 pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can store this text: no NUL character, and no lone UTF-16 surrogate (half of
 * a character, which a JSON body can spell as `"\udfff"` and a jsonb column refuses).
 */
const storable = (text: string) => !text.includes('\0') && !LONE_SURROGATE.test(text);

/** Dotted paths (`filter.status`, `emails.2`) of every string key or value PostgreSQL could not store. */
function unstorablePaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!storable(value)) found.push(path.join('.'));
  } else if (Buffer.isBuffer(value)) {
    // A raw body (a payment webhook's, kept for its signature) is bytes, not text input.
  } else if (value !== null && typeof value === 'object' && path.length < MAX_DEPTH) {
    for (const [key, child] of Object.entries(value)) {
      if (!storable(key)) found.push([...path, key].join('.'));
      else unstorablePaths(child, [...path, key], found);
    }
  }
  return found;
}

/**
 * No text input may hold a NUL character or a lone surrogate: PostgreSQL cannot store either in
 * text or jsonb and refuses the query, so it would surface as a 500. One check for every route,
 * path parameters, query and body, before each route's own validation (and after sign-in, which
 * runs on onRequest). A path parameter with one names nothing: 404, as any parameter the route's
 * schema refuses (errors.ts). A query or body field: a 422 naming the field.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (unstorablePaths(request.params).length > 0) throw notFound();
    const paths = [...unstorablePaths(request.query), ...unstorablePaths(request.body)];
    if (paths.length === 0) return;
    // Field names come from the request: a prototype-free map, as in the error handler.
    const errors = Object.create(null) as Record<string, string[]>;
    for (const field of paths) errors[field || 'body'] = [MESSAGES.invalid];
    throw invalid(errors);
  });
}
