import { HEADERS } from '@portal/contract/constants';
import { MESSAGES } from '@portal/contract/messages';
import { env } from '../config/env';
import { leaveForNextPage } from '../lib/one-shot';
import { readJson, writeJson } from '../lib/storage';
import { AUTH_STORAGE_KEY, ME_HANDOFF_STORAGE_KEY } from '../lib/storage-keys';

export interface Credentials {
  email: string;
  password: string;
}

export type FieldErrors = Partial<Record<keyof Credentials, string>>;

export type SignInResult =
  | { type: 'signed-in' }
  /** A 422 naming the email or password field: the messages go under the fields. */
  | { type: 'invalid'; errors: FieldErrors }
  /** Anything else (429, 5xx, network): one message for the whole form. */
  | { type: 'failed'; message: string };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Whether a token is stored (the SPA's auth store would accept it: a non-empty access token). */
export function hasStoredToken(): boolean {
  const stored = readJson(AUTH_STORAGE_KEY);
  return isObject(stored) && nonEmpty(stored.access_token);
}

function firstErrors(body: unknown): FieldErrors {
  const errors = isObject(body) && isObject(body.errors) ? body.errors : {};
  const first = (field: keyof Credentials) => {
    const list = errors[field];
    return Array.isArray(list) && nonEmpty(list[0]) ? list[0] : undefined;
  };
  return { email: first('email'), password: first('password') };
}

/**
 * POST /portal/auth/login. On success the token is stored in the SPA's format (lib/auth-store.ts):
 * a fresh session, no impersonation; the user in the answer is left for the SPA's first page.
 */
export async function signIn(credentials: Credentials): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch(`${env.apiBase}/auth/login`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [HEADERS.enterprise]: env.enterpriseKey,
      },
      body: JSON.stringify(credentials),
    });
  } catch {
    return { type: 'failed', message: MESSAGES.unknownError };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isObject(body) && nonEmpty(body.access_token)) {
    const tokenType = nonEmpty(body.token_type) ? body.token_type : 'Bearer';
    writeJson(AUTH_STORAGE_KEY, {
      access_token: body.access_token,
      token_type: tokenType,
      parent: null,
      redirect: null,
    });
    // The user travels with the token, so the SPA's first page need not ask /auth/me (lib/boot.ts).
    if (isObject(body.me)) leaveForNextPage(ME_HANDOFF_STORAGE_KEY, { access_token: body.access_token, me: body.me });
    return { type: 'signed-in' };
  }
  if (response.status === 422) {
    const errors = firstErrors(body);
    if (errors.email || errors.password) return { type: 'invalid', errors };
  }
  return { type: 'failed', message: isObject(body) && nonEmpty(body.message) ? body.message : MESSAGES.unknownError };
}
