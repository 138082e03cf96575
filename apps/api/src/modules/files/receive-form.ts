import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { BYTES_PER_MB, fileMaxBytes, MAX_UPLOAD_MB, MESSAGES, type FileKind } from '@portal/contract';
import { HttpError, invalid } from '../../lib/http-error.js';
import { diskFault } from '../../lib/storage/index.js';
import {
  formBodyLimit,
  isSystemError,
  PartTooLarge,
  partTooLarge,
  saveTo,
  strayPart,
  type ReceivedUpload,
} from './receive.js';

/** A file part of a form: its field, its kind and how many the field takes. */
export interface FormFileField {
  kind: FileKind;
  max: number;
}

/** A received file with the field it answers in a 422 (`resume`, `documents.2`). */
export interface FormUpload extends ReceivedUpload {
  field: string;
}

export interface ReceivedForm {
  /** The text parts by name (a repeated name keeps its last value). */
  fields: Record<string, string>;
  uploads: FormUpload[];
  /** Removes every temporary file; call in `finally`. */
  discard(): Promise<void>;
}

const FIELD_SIZE = 64 * 1024;
const MAX_FIELDS = 16;

/** The body limit of a route that takes this form: every file at its kind's size, and the text fields. */
export const formFilesBodyLimit = (
  files: Record<string, FormFileField>,
  maxFields = MAX_FIELDS,
  /** The files' bytes together, when a form caps them below the sum of its kinds' sizes. */
  totalMax = Infinity,
) =>
  formBodyLimit(
    Math.min(
      totalMax,
      Object.values(files).reduce((sum, field) => sum + field.max * fileMaxBytes(field.kind), 0),
    ),
    maxFields,
    FIELD_SIZE,
  );

/**
 * Reads a multipart form of text fields and named file fields (a candidate's application) into
 * temporary files under `tempDir`, never holding a file in memory; each file is held to its kind's
 * size as it arrives. A file part of another name, or past its field's count, is a 422 on that
 * field; so are an empty or over-size file and a malformed body. The content is checked later, by
 * `storeUpload`. Call only once the rate limits and the quota are checked.
 */
export async function receiveForm(
  request: FastifyRequest,
  tempDir: string,
  files: Record<string, FormFileField>,
  maxFields = MAX_FIELDS,
): Promise<ReceivedForm> {
  const fields = Object.create(null) as Record<string, string>;
  const uploads: FormUpload[] = [];
  const discard = async () => {
    await Promise.all(uploads.map((upload) => upload.discard()));
  };
  if (!request.isMultipart()) throw invalid({ body: [MESSAGES.invalid] });
  await fs.promises.mkdir(tempDir, { recursive: true });
  const maxFiles = Object.values(files).reduce((sum, field) => sum + field.max, 0);
  const errors = Object.create(null) as Record<string, string[]>;
  try {
    const limits = {
      files: maxFiles + 1,
      fields: maxFields,
      parts: maxFields + maxFiles + 1,
      fieldSize: FIELD_SIZE,
      // Above every kind's limit, so `saveTo` sees the byte that passes the kind's own and stops there.
      fileSize: MAX_UPLOAD_MB * BYTES_PER_MB + 1,
    };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.valueTruncated) errors[part.fieldname] = [MESSAGES.tooLong];
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const spec = Object.hasOwn(files, part.fieldname) ? files[part.fieldname] : undefined;
      const count = uploads.filter((u) => u.field.split('.')[0] === part.fieldname).length;
      if (!spec || count >= spec.max) {
        // Not read: a part the form does not take is refused before its bytes are.
        part.file.destroy();
        throw strayPart(part.fieldname);
      }
      const file = path.join(tempDir, randomUUID());
      const field = spec.max > 1 ? `${part.fieldname}.${count}` : part.fieldname;
      const upload: FormUpload = {
        field,
        kind: spec.kind,
        path: file,
        size: 0,
        filename: part.filename,
        discard: () => fs.promises.rm(file, { force: true }),
      };
      uploads.push(upload);
      try {
        upload.size = await saveTo(part.file, file, fileMaxBytes(spec.kind));
      } catch (error) {
        throw error instanceof PartTooLarge ? partTooLarge(spec.kind) : error;
      }
      if (upload.size === 0) errors[field] = [MESSAGES.fileEmpty];
    }
  } catch (error) {
    await discard();
    if (error instanceof HttpError) throw error;
    if (isSystemError(error)) throw diskFault(error);
    throw invalid({ body: [MESSAGES.invalid] });
  }
  if (Object.keys(errors).length) {
    await discard();
    throw new HttpError(422, MESSAGES.givenDataInvalid, errors);
  }
  return { fields, uploads, discard };
}
