import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

const BUCKET = 'portal-test';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver) for one test file, on a free port and a temporary folder,
 * closed and removed after the file. `env` is filled before later `beforeAll` hooks run, so
 * `useTestApp(s3.env)` registered after this starts the app on it.
 */
export function useS3Server() {
  const env: Record<string, string> = {};
  let server: S3rver | undefined;
  let client: S3Client | undefined;
  let directory = '';
  let port = 0;
  /** Starts the server on `port` (0: a free one) over the same folder, so a restart keeps the bucket. */
  const run = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    ({ port } = await server.run());
  };
  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
    await run();
    const endpoint = `http://127.0.0.1:${port}`;
    Object.assign(env, {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return {
    env,
    /** The S3 service goes away: every request to it is refused until `start`. */
    async stop() {
      await server?.close();
      server = undefined;
    },
    /** The service is back on the same port, with the objects it held. */
    start: run,
    /** The keys the bucket holds under `prefix`. */
    async keys(prefix: string): Promise<string[]> {
      if (!client) throw new Error('useS3Server: the server starts in beforeAll');
      const answer = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
      return (answer.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    },
    /** The object's bytes as the bucket holds them, read with a client of our own; undefined if absent. */
    async read(key: string): Promise<Buffer | undefined> {
      if (!client) throw new Error('useS3Server: the server starts in beforeAll');
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
  };
}
