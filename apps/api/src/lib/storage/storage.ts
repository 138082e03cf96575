import type { Readable } from 'node:stream';

/** An object read back from storage: its bytes as a stream, and its length when known. */
export interface StoredObject {
  body: Readable;
  size: number | undefined;
}

/**
 * Where uploads and exports live (decision 0013): files under DATA_DIR, or an S3-compatible
 * bucket shared by every replica. Keys are ours alone (`uploads/{site}/{uuid}`, `exports/{uuid}.csv`),
 * never built from a request.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Streams `body` to `key`; a reader sees the whole object or none of it. */
  put(key: string, body: Readable, opts: { contentType: string; size?: number }): Promise<void>;
  /** The object, or undefined when there is none at `key`. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

const KEY = /^[a-z0-9]+(?:\/[a-z0-9][a-z0-9._-]*)+$/;

/** Refuses a key that could leave its folder (`..`, absolute, odd characters): keys are ours, so this is a bug. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  }
  return key;
}

/**
 * Storage cannot take or give bytes right now: the S3 service unreachable or answering 5xx
 * (`unreachable`), or the disk under DATA_DIR full (`full`). An outage, not a bug: the request is
 * answered 503 with Retry-After, and a job is retried (decision 0096).
 */
export class StorageUnavailable extends Error {
  constructor(
    readonly reason: 'unreachable' | 'full',
    options: { cause: unknown },
  ) {
    super(`storage ${reason}`, options);
    this.name = 'StorageUnavailable';
  }
}

/** The disk (or the user's quota on it) has no room left. */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);

/** A local filesystem error: a full disk becomes `StorageUnavailable`, anything else is left as it is. */
export function diskFault(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && DISK_FULL.has(code) ? new StorageUnavailable('full', { cause: error }) : error;
}
