/**
 * Socket and name-lookup codes of a service that cannot be reached now (stopped, restarting, cut
 * off, its name not resolving): the database (db/errors.ts) and S3 (lib/storage/s3-storage.ts) are
 * then answered 503, never 500 (decisions 0023, 0096).
 */
export const UNREACHABLE_CODES: readonly string[] = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
];
