import { FileDataSchema, MESSAGES, type FileKind, type StoredFile } from '@portal/contract';
import type { z } from 'zod';
import { env } from '../config/env';
import { ApiError, buildHeaders, toApiError } from './api-client';
import { expireSession } from './session';

export interface UploadOptions {
  /** Called as bytes leave the browser, with the share sent (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A multipart `file` upload to `path` with the client's headers and errors (a 401 ends the
 * session, a 422 becomes an ApiError with its field messages), its answer read by `schema`.
 * XMLHttpRequest rather than fetch: only it reports upload progress. An abort rejects with an
 * `AbortError`. The avatar (`/v1/user-account/avatar`) goes through it too.
 */
export function uploadTo<S extends z.ZodType>(
  path: string,
  schema: S,
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const aborted = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) return aborted();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBase}${path}`);
    buildHeaders().forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) expireSession();
        reject(toApiError(xhr.status, body));
        return;
      }
      const parsed = schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, MESSAGES.unknownError));
    };
    xhr.onerror = () => reject(new ApiError(0, MESSAGES.unknownError));
    xhr.onabort = aborted;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** `POST /v1/forms/upload-file?kind=…`: the kind in the URL, so the server checks its right and size limit first. */
export async function uploadFile(kind: FileKind, file: File, options: UploadOptions = {}): Promise<StoredFile> {
  const path = `/v1/forms/upload-file?kind=${encodeURIComponent(kind)}`;
  return (await uploadTo(path, FileDataSchema, file, options)).data;
}
