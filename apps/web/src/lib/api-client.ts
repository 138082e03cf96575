import { HEADERS, IDEMPOTENCY_KEY_HEADER, MESSAGES, messageKey } from '@portal/contract';
import type { z } from 'zod';
import { env } from '../config/env';
import { ApiError } from './api-error';
import { authorizationHeader, getAuth } from './auth-store';
import { employerInScope, getSelection } from './scope-store';
import { takeEarlyResponse } from './early-requests';
import { createAttempt } from './idempotency';
import { expireSession } from './session';

export { ApiError, applyFieldErrors, errorMessage, isApiError } from './api-error';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Send the selected account/site/employer ids (default true); `'site'` leaves the employer out
   * (a search for an employer to choose must not depend on the one chosen before).
   */
  scope?: boolean | 'site';
  /** Whether a 401 ends the session (default true, spec §8). */
  expireOn401?: boolean;
  /**
   * A create: it carries an Idempotency-Key per attempt (`lib/idempotency.ts`), so sending it again
   * after a lost answer returns the first result instead of a second record (decision 0059).
   */
  idempotent?: boolean;
}

/** The URL of an API path with its query, as every request builds it. */
export function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${env.apiBase}${path}${search ? `?${search}` : ''}`;
}

/** The headers of DESIGN §3: enterprise key, bearer token and the selected scope. */
export function buildHeaders(options: Pick<RequestOptions, 'headers' | 'scope' | 'body'> = {}): Headers {
  const headers = new Headers({ Accept: 'application/json', [HEADERS.enterprise]: env.enterpriseKey });
  const authorization = authorizationHeader(getAuth());
  if (authorization) headers.set('Authorization', authorization);
  if (options.scope !== false) {
    const selection = getSelection();
    const { accountId, siteId } = selection;
    const employerId = options.scope === 'site' ? null : employerInScope(selection);
    if (accountId !== null) headers.set(HEADERS.account, String(accountId));
    if (siteId !== null) headers.set(HEADERS.site, String(siteId));
    if (employerId !== null) headers.set(HEADERS.employer, String(employerId));
  }
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What a 5xx may say (spec §8): "Unknown error.", unless the server chose one of the catalogue's own
 * sentences for it (e.g. the payment service is unreachable, try again); never "Server Error" or
 * whatever a proxy put in its page (decision 0056).
 */
function serverErrorMessage(message: string): string {
  return message !== MESSAGES.serverError && messageKey(message) ? message : MESSAGES.unknownError;
}

/** An error answer (Laravel's `{message, errors}`) as an ApiError; exported for the upload client. */
export function toApiError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const sent = typeof record.message === 'string' && record.message ? record.message : MESSAGES.unknownError;
  const message = status >= 500 ? serverErrorMessage(sent) : sent;
  const errors: Record<string, string[]> = {};
  if (typeof record.errors === 'object' && record.errors !== null) {
    for (const [field, value] of Object.entries(record.errors)) {
      if (Array.isArray(value)) errors[field] = value.filter((item): item is string => typeof item === 'string');
    }
  }
  return new ApiError(status, message, errors);
}

/** Sends a request; any non-2xx answer becomes an ApiError (and a 401 ends the session, spec §8). */
async function send(path: string, options: RequestOptions): Promise<Response> {
  let response: Response;
  const url = buildUrl(path, options.query);
  const headers = buildHeaders(options);
  const method = options.method ?? 'GET';
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  // One attempt is the same create to the same place: method, URL, selected scope and body.
  const scope = [HEADERS.account, HEADERS.site, HEADERS.employer].map((name) => headers.get(name));
  const attempt = options.idempotent ? createAttempt(JSON.stringify([method, url, scope, body])) : undefined;
  if (attempt) headers.set(IDEMPOTENCY_KEY_HEADER, attempt.key);
  try {
    const early = method === 'GET' ? takeEarlyResponse(url, headers) : undefined;
    response = await (early ?? fetch(url, { method, headers, body, signal: options.signal }));
  } catch (cause) {
    attempt?.settle(0);
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, MESSAGES.unknownError);
  }
  attempt?.settle(response.status);
  if (!response.ok) {
    const error = toApiError(response.status, await readBody(response));
    if (response.status === 401 && options.expireOn401 !== false) expireSession();
    throw error;
  }
  return response;
}

/** The one HTTP client: JSON in and out, typed errors, and the session-expired flow on 401. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S>>;
export async function apiRequest(path: string, schema?: undefined, options?: RequestOptions): Promise<unknown>;
export async function apiRequest(path: string, schema?: z.ZodType, options: RequestOptions = {}): Promise<unknown> {
  const response = await send(path, options);
  const body = await readBody(response);
  if (!schema) return body;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error);
    throw new ApiError(response.status, MESSAGES.unknownError);
  }
  return parsed.data;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  filename: string | null;
}

function filenameOf(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** A file through the same client (headers, errors, 401), for downloads a plain link cannot authorise. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, options);
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
}
