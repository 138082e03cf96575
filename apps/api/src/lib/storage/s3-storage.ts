import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, StorageUnavailable, type Storage } from './storage.js';
import { UNREACHABLE_CODES } from '../network-codes.js';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Socket errors of a service that cannot be reached (stopped, restarting, cut off). */
const NETWORK_CODES = new Set([...UNREACHABLE_CODES, 'EHOSTUNREACH', 'ENETUNREACH']);

/** The error, its cause and the first of an AggregateError's errors (a refused host of several addresses). */
function* layersOf(
  error: unknown,
): Generator<{ code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number } }> {
  let current = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    yield current;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
}

/**
 * An S3 error that is an outage (the service unreachable, timing out, or answering 5xx after the
 * SDK's own retries) becomes `StorageUnavailable`; a refusal of ours (403, 404, 400) stays as it is.
 */
export function s3Fault(error: unknown): unknown {
  for (const layer of layersOf(error)) {
    const status = layer.$metadata?.httpStatusCode;
    const down =
      (status !== undefined && status >= 500) ||
      (typeof layer.code === 'string' && NETWORK_CODES.has(layer.code)) ||
      layer.name === 'TimeoutError';
    if (down) return new StorageUnavailable('unreachable', { cause: error });
  }
  return error;
}

/**
 * An S3-compatible bucket through the official SDK. Checksums are sent and checked only where S3
 * requires them: several S3-compatible stores refuse the SDK's newer default trailing checksums.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A service that does not answer is an outage within seconds, not a request hanging (decision 0096).
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',
    async put(key: string, body: Readable, opts: { contentType: string; size?: number }) {
      // One PUT for a small or known-length body, a multipart upload (5 MB parts) for a longer stream.
      const upload = new Upload({
        client,
        // No half-written file is left in the bucket: a multipart upload that fails (its source
        // stream breaks, a part is refused) is aborted, which frees the parts already stored.
        leavePartsOnError: false,
        params: {
          Bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: opts.contentType,
          ...(opts.size === undefined ? {} : { ContentLength: opts.size }),
        },
      });
      try {
        await upload.done();
      } catch (error) {
        throw s3Fault(error);
      }
    },
    async get(key: string) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!answer.Body) return undefined;
        return { body: answer.Body as Readable, size: answer.ContentLength };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw s3Fault(error);
      }
    },
    async delete(key: string) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
      } catch (error) {
        throw s3Fault(error);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
