import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, type Storage } from './storage.js';

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
      await upload.done();
    },
    async get(key: string) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!answer.Body) return undefined;
        return { body: answer.Body as Readable, size: answer.ContentLength };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async close() {
      client.destroy();
    },
  };
}
