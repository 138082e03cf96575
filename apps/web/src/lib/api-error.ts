import { MESSAGES } from '@portal/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Any failed API call: the HTTP status (0 when the network failed), the message and Laravel's 422 errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Readonly<Record<string, readonly string[]>>;

  constructor(status: number, message: string, errors: Record<string, readonly string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.unknownError;
}

/**
 * Puts a 422's field errors under the matching form fields.
 * Returns true when at least one field received a message; other errors are left to the caller.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
