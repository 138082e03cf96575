import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  BYTES_PER_MB,
  fileMaxBytes,
  fileTooLargeMessage,
  MAX_UPLOAD_MB,
  MESSAGES,
  type FileKind,
} from '@portal/contract';
import { HttpError, invalid } from '../../lib/http-error.js';
import { diskFault } from '../../lib/storage/index.js';

/** An upload on local disk, waiting for its content check; `discard` removes it. */
export interface ReceivedUpload {
  kind: FileKind;
  path: string;
  size: number;
  /** The name the client gave, unsanitised. */
  filename: string;
  discard(): Promise<void>;
}

/** A form's parts, counted and sized before they are read (decision 0061). */
const LIMITS = {
  files: 1,
  fields: 4,
  parts: 6,
  fieldSize: 200,
  // Above the largest kind's limit, so `saveTo` sees the byte that passes the kind's own and stops there.
  fileSize: MAX_UPLOAD_MB * BYTES_PER_MB + 1,
};

/** The most a form of `fileBytes` of files and `fields` text fields of `fieldSize` may take, parts' headers included. */
export const formBodyLimit = (fileBytes: number, fields: number, fieldSize: number) =>
  fileBytes + fields * fieldSize + 64 * 1024;

/** The upload route's body limit: one file of the largest kind and its few fields. */
export const UPLOAD_BODY_LIMIT = formBodyLimit(MAX_UPLOAD_MB * BYTES_PER_MB, LIMITS.fields, LIMITS.fieldSize);

/** A file part of a name the form does not take, or one too many: a 422 on `field`, its bytes never read. */
export const strayPart = (field: string) =>
  new HttpError(422, MESSAGES.givenDataInvalid, { [field]: [MESSAGES.invalid] }, { connection: 'close' });

/** A part over its kind's size: 413, naming the kind's limit, and the connection closed (`bodyTooLarge`). */
export const partTooLarge = (kind: FileKind) =>
  new HttpError(413, fileTooLargeMessage(kind), undefined, { connection: 'close' });

/** A part passed its kind's size: refused at once, its rest never read (decision 0061). */
export class PartTooLarge extends Error {}

/**
 * Streams the part to `file`, counting its bytes. Past `limit` it stops reading and throws
 * `PartTooLarge`: the caller answers 413 and the connection is closed, so an 80 MB part costs what
 * its first `limit` bytes cost, not its whole length.
 */
export async function saveTo(stream: Readable, file: string, limit: number): Promise<number> {
  const out = fs.createWriteStream(file, { flags: 'wx' });
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > limit) {
        stream.destroy();
        throw new PartTooLarge();
      }
      if (!out.write(chunk)) {
        await new Promise<void>((resolve, reject) => {
          out.once('drain', resolve);
          out.once('error', reject);
        });
      }
    }
  } finally {
    out.end();
    await finished(out);
  }
  return size;
}

/** A failing disk is our fault (500); anything else here is a malformed or over-limit body. */
export const isSystemError = (error: unknown) => typeof (error as NodeJS.ErrnoException).syscall === 'string';

/**
 * Reads the `file` part of `POST /v1/forms/upload-file?kind=…` into a temporary file under
 * `tempDir`, never holding the file in memory; other parts are read and dropped. Called only once
 * the kind's right and the quotas are checked (decision 0022). Answers 422 on a missing, empty or
 * over-size file, or a malformed body.
 */
export async function receiveUpload(request: FastifyRequest, tempDir: string, kind: FileKind): Promise<ReceivedUpload> {
  const file = path.join(tempDir, randomUUID());
  const discard = () => fs.promises.rm(file, { force: true });
  if (!request.isMultipart()) throw invalid({ file: [MESSAGES.required] });
  await fs.promises.mkdir(tempDir, { recursive: true }).catch((error: unknown) => {
    throw diskFault(error);
  });

  let received: { filename: string; size: number; truncated: boolean } | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || received) {
        // Not read: a part nobody asked for is refused before its bytes are.
        part.file.destroy();
        throw strayPart('file');
      } else {
        const size = await saveTo(part.file, file, fileMaxBytes(kind));
        received = { filename: part.filename, size, truncated: part.file.truncated };
      }
    }
  } catch (error) {
    await discard();
    if (error instanceof PartTooLarge) throw partTooLarge(kind);
    if (error instanceof HttpError) throw error;
    // A full disk is an outage (503, decision 0096); any other failing disk is our fault (500).
    if (isSystemError(error)) throw diskFault(error);
    throw invalid({ file: [MESSAGES.invalid] });
  }

  let error: string | undefined;
  if (!received) error = MESSAGES.required;
  else if (received.size === 0) error = MESSAGES.fileEmpty;
  else if (received.truncated || received.size > fileMaxBytes(kind)) error = fileTooLargeMessage(kind);
  if (!received || error) {
    await discard();
    throw new HttpError(422, MESSAGES.givenDataInvalid, { file: [error ?? MESSAGES.required] });
  }
  return { kind, path: file, size: received.size, filename: received.filename, discard };
}
