import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Responses below this many bytes go as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses JSON, CSV and other text answers above 1 kB with brotli (quality 4, the plugin's
 * default for answers made per request) or gzip, as the client accepts. Built web assets are
 * compressed once at build time and served as they are (plugins/web.ts); a response that already
 * has a Content-Encoding is left alone. The CSV download streams through the compressor.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
