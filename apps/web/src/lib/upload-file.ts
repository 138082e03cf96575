import { FileDataSchema, MESSAGES, type FileKind, type StoredFile } from '@portal/contract';
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
 * `POST /v1/forms/upload-file` with the client's headers and errors (a 401 ends the session, a 422
 * becomes an ApiError with its field messages). XMLHttpRequest rather than fetch: only it reports
 * upload progress. An abort rejects with an `AbortError`.
 */
export function uploadFile(
  kind: FileKind,
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const aborted = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) return aborted();
    const xhr = new XMLHttpRequest();
    // The kind in the URL: the server checks its right and size limit before reading the body.
    xhr.open('POST', `${env.apiBase}/v1/forms/upload-file?kind=${encodeURIComponent(kind)}`);
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
      const parsed = FileDataSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data.data);
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
