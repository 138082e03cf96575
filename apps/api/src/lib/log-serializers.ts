import type { FastifyError } from 'fastify';
import { reasonOf } from '../db/errors.js';

const EMAIL = /[^\s@"'<>(),;:/?&=]+(?:@|%40)[^\s@"'<>(),;:/?&=%]+\.[a-z]{2,}/gi;
const DRIZZLE_PARAMS = /^params: .*$/gm;

/** Masks what may sit in a path or an error text: e-mail addresses and the bound values of a failed query. */
export function redactText(text: string): string {
  return text.replace(DRIZZLE_PARAMS, 'params: [redacted]').replace(EMAIL, '[email]');
}

/**
 * What a log line may say about a request, a reply and an error (docs/decisions/0012): the method
 * and the path without its query string (tokens and addresses travel there), the status code, and an
 * error's type, code and redacted text. Nothing else: no headers, no host, no body.
 */
export const logSerializers = {
  req(request: { method?: string; url?: string }) {
    return { method: request.method, url: redactText((request.url ?? '').split('?')[0] ?? '') };
  },
  res(reply: { statusCode?: number }) {
    return { statusCode: reply.statusCode };
  },
  err(error: FastifyError | string) {
    // A reason given as text is kept as text (it once came out as the word "undefined").
    if (typeof error !== 'object') return { type: 'string', message: redactText(String(error)), stack: '' };
    return {
      type: error.name,
      code: error.code,
      statusCode: error.statusCode,
      message: redactText(reasonOf(error)),
      stack: redactText(String(error.stack ?? '')),
    };
  },
};
