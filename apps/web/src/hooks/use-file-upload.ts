import {
  FILE_KIND_RULES,
  fileMaxBytes,
  fileMaxPixels,
  fileTooLargeMessage,
  fileTypeLabels,
  fileTypeMessage,
  type FileKind,
  imageTooLargeMessage,
  MESSAGES,
  type StoredFile,
} from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { uploadFile, type UploadOptions } from '../lib/upload-file';
import { useTranslateMessage } from './use-translate-message';

export interface FileUploadState {
  /** 0 to 1 while a file is on its way, else null. */
  progress: number | null;
  /** The last refusal, in the user's language. */
  error: string | null;
  /** A local URL of the picked image, shown until the field's value changes. */
  preview: string | null;
  start(file: File): void;
  cancel(): void;
  /** Forgets the error and the local preview (the value was removed). */
  reset(): void;
}

/**
 * One upload field's lifecycle: checks the size before sending (the server checks it again, with
 * the type by content), uploads with progress, and turns a refusal into a sentence in the user's
 * language — the kind's own limits with their numbers, any other contract message by its key.
 */
export function useFileUpload(kind: FileKind, onUploaded: (file: StoredFile) => void): FileUploadState;
/** As above, through `send` (an upload that is itself the change, e.g. the user's avatar). */
export function useFileUpload<T>(
  kind: FileKind,
  onUploaded: (result: T) => void,
  send: (file: File, options: UploadOptions) => Promise<T>,
): FileUploadState;
export function useFileUpload<T>(
  kind: FileKind,
  onUploaded: (result: T) => void,
  send: (file: File, options: UploadOptions) => Promise<T> = (file, options) =>
    uploadFile(kind, file, options) as Promise<T>,
): FileUploadState {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const describe = useCallback(
    (message: string) => {
      if (message === fileTooLargeMessage(kind)) return t('files.tooLarge', { mb: FILE_KIND_RULES[kind].maxMb });
      if (message === imageTooLargeMessage(kind)) return t('files.tooManyPixels', { mp: fileMaxPixels(kind) / 1e6 });
      if (message === fileTypeMessage(kind)) return t('files.wrongType', { types: fileTypeLabels(kind).join(', ') });
      return translate(message);
    },
    [kind, t, translate],
  );

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const start = (file: File) => {
    controller.current?.abort();
    setError(null);
    if (file.size > fileMaxBytes(kind)) {
      setError(describe(fileTooLargeMessage(kind)));
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    send(file, { onProgress: setProgress, signal: abort.signal })
      .then((stored) => {
        setPreview(file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
        onUploaded(stored);
      })
      .catch((cause: unknown) => {
        if (cause instanceof DOMException && cause.name === 'AbortError') return;
        const message = isApiError(cause) ? (cause.errors.file?.[0] ?? cause.errors.kind?.[0] ?? cause.message) : '';
        setError(describe(message || MESSAGES.unknownError));
      })
      .finally(() => {
        if (controller.current === abort) {
          controller.current = null;
          setProgress(null);
        }
      });
  };

  return {
    progress,
    error,
    preview,
    start,
    cancel: () => controller.current?.abort(),
    reset: () => {
      setError(null);
      setPreview(null);
    },
  };
}
