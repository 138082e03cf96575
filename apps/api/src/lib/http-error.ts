import { MESSAGES } from '@portal/contract';

/** An error that becomes a Laravel-shaped response; anything else is a 500 with no detail. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, MESSAGES.unauthenticated);
export const forbidden = (message: string = MESSAGES.unauthorized) => new HttpError(403, message);
export const notFound = () => new HttpError(404, MESSAGES.notFound);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(429, MESSAGES.tooManyAttempts, undefined, { 'retry-after': String(retryAfterSeconds) });

/** A 422 with field errors, e.g. `invalid({ email: [MESSAGES.invalidCredentials] })`. */
export const invalid = (errors: Record<string, string[]>) => new HttpError(422, MESSAGES.givenDataInvalid, errors);
