import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILE_KIND_RULES } from '@portal/contract';
import type { StoredObject } from '../../lib/storage/index.js';
import { contentDisposition } from './file-name.js';
import type { FileRow } from './repository.js';

/** Nothing in a file may run as a page, whatever a browser guesses (no SVG is accepted anyway). */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Streams a stored file with headers that keep it inert (decision 0013): the detected type and
 * nosniff, `inline` for images and `attachment` for everything else, a sandboxing policy. Public
 * kinds are cached for a year (a uuid's bytes never change; a new upload is a new uuid) and may be
 * embedded by other origins (job adverts); private ones are never stored by a cache.
 */
export function sendFile(request: FastifyRequest, reply: FastifyReply, row: FileRow, object: StoredObject) {
  const isPublic = FILE_KIND_RULES[row.kind].visibility === 'public';
  const etag = `"${row.id}"`;
  void reply
    .header('content-type', row.mime === 'text/css' ? 'text/css; charset=utf-8' : row.mime)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      contentDisposition(row.mime.startsWith('image/') ? 'inline' : 'attachment', row.name),
    )
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
    .header('cross-origin-resource-policy', isPublic ? 'cross-origin' : 'same-origin');
  if (isPublic) void reply.header('etag', etag);
  if (isPublic && request.headers['if-none-match'] === etag) {
    object.body.destroy();
    return reply.status(304).send();
  }
  if (object.size !== undefined) void reply.header('content-length', object.size);
  return reply.send(object.body);
}
