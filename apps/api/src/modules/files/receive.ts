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
  UploadFileFieldsSchema,
  type FileKind,
} from '@portal/contract';
import { HttpError, invalid } from '../../lib/http-error.js';

/** An upload on local disk, waiting for its content check; `discard` removes it. */
export interface ReceivedUpload {
  kind: FileKind;
  path: string;
  size: number;
  /** The name the client gave, unsanitised. */
  filename: string;
  discard(): Promise<void>;
}

const LIMITS = {
  files: 1,
  fields: 4,
  parts: 6,
  fieldSize: 200,
  // The largest kind's limit; the kind's own is applied while the bytes arrive.
  fileSize: MAX_UPLOAD_MB * BYTES_PER_MB,
};

/**
 * Streams the part to `file`, counting its bytes. Past `limit` it stops writing but keeps reading,
 * so the client finishes sending and can read the 422 (a browser that is cut off shows no answer).
 */
async function saveTo(stream: Readable, file: string, limit: () => number): Promise<number> {
  const out = fs.createWriteStream(file, { flags: 'wx' });
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size <= limit() && !out.write(chunk)) {
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
const isSystemError = (error: unknown) => typeof (error as NodeJS.ErrnoException).syscall === 'string';

/**
 * Reads `POST /v1/forms/upload-file` (multipart: a `kind` field and one `file`) into a temporary
 * file under `tempDir`, never holding the file in memory. Either order of the two parts works.
 * Answers 422 on a missing or unknown kind, a missing, empty or over-size file, or a malformed body.
 */
export async function receiveUpload(request: FastifyRequest, tempDir: string): Promise<ReceivedUpload> {
  const file = path.join(tempDir, randomUUID());
  const discard = () => fs.promises.rm(file, { force: true });
  if (!request.isMultipart()) throw invalid({ file: [MESSAGES.required] });
  await fs.promises.mkdir(tempDir, { recursive: true });

  const fields = Object.create(null) as Record<string, unknown>;
  const kindNow = () => UploadFileFieldsSchema.safeParse(fields).data?.kind;
  let received: { filename: string; size: number; truncated: boolean } | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        fields[part.fieldname] ??= part.value;
      } else if (part.fieldname !== 'file' || received) {
        part.file.resume();
        await finished(part.file);
      } else {
        const kind = kindNow();
        const size = await saveTo(part.file, file, () => (kind ? fileMaxBytes(kind) : LIMITS.fileSize));
        received = { filename: part.filename, size, truncated: part.file.truncated };
      }
    }
  } catch (error) {
    await discard();
    if (isSystemError(error)) throw error;
    throw invalid({ file: [MESSAGES.invalid] });
  }

  const parsed = UploadFileFieldsSchema.safeParse(fields);
  const errors: Record<string, string[]> = {};
  if (!parsed.success)
    errors.kind = [fields.kind === undefined || fields.kind === '' ? MESSAGES.required : MESSAGES.invalid];
  if (!received) errors.file = [MESSAGES.required];
  else if (received.size === 0) errors.file = [MESSAGES.fileEmpty];
  else if (parsed.success && (received.truncated || received.size > fileMaxBytes(parsed.data.kind))) {
    errors.file = [fileTooLargeMessage(parsed.data.kind)];
  }
  if (!parsed.success || !received || Object.keys(errors).length > 0) {
    await discard();
    throw new HttpError(422, MESSAGES.givenDataInvalid, errors);
  }
  return { kind: parsed.data.kind, path: file, size: received.size, filename: received.filename, discard };
}
