import { z } from 'zod';
import { createStoredStore, useStore } from './create-store';
import { readJson, removeKey, writeJson } from './storage';
import { AUTH_STORAGE_KEY } from './storage-keys';

export { AUTH_STORAGE_KEY };

const TokenPairSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().min(1).catch('Bearer'),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/**
 * A read-only look at a candidate (decision 0052): their token beside the staff token, which stays
 * the session's own; the path to return to.
 */
const CandidateViewSchema = z.object({ access_token: z.string().min(1), redirect: z.string() });
export type CandidateView = z.infer<typeof CandidateViewSchema>;

/** Spec §3: the token, plus the parent token and redirect path kept while impersonating. */
const StoredAuthSchema = TokenPairSchema.extend({
  parent: TokenPairSchema.nullable().catch(null),
  redirect: z.string().nullable().catch(null),
  candidate: CandidateViewSchema.optional().catch(undefined),
});
export type StoredAuth = z.infer<typeof StoredAuthSchema>;

function load(): StoredAuth | null {
  const parsed = StoredAuthSchema.safeParse(readJson(AUTH_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
}

export const authStore = createStoredStore<StoredAuth | null>(load, (value) => {
  if (value) writeJson(AUTH_STORAGE_KEY, value);
  else removeKey(AUTH_STORAGE_KEY);
});

export const getAuth = (): StoredAuth | null => authStore.get();

export function useAuth(): StoredAuth | null {
  return useStore(authStore);
}

/** Signs in: a fresh token replaces any previous session, impersonation included. */
export function setToken({ access_token, token_type }: TokenPair): void {
  authStore.set({ access_token, token_type, parent: null, redirect: null, candidate: undefined });
}

export function clearAuth(): void {
  authStore.set(null);
}

/** Keeps the current token as parent and acts as another user until `restoreParent`. */
export function startImpersonation(token: TokenPair, redirectPath: string): void {
  const current = authStore.get();
  if (!current) return;
  const parent = current.parent ?? { access_token: current.access_token, token_type: current.token_type };
  authStore.set({ ...token, parent, redirect: current.redirect ?? redirectPath, candidate: undefined });
}

/** Ends impersonation: the parent token comes back; returns where to go, or null if not impersonating. */
export function restoreParent(): string | null {
  const current = authStore.get();
  if (!current?.parent) return null;
  authStore.set({ ...current.parent, parent: null, redirect: null, candidate: undefined });
  return current.redirect ?? '/';
}

/** Opens the look at a candidate; the staff session goes on underneath. */
export function startCandidateView(accessToken: string, redirectPath: string): void {
  const current = authStore.get();
  if (!current) return;
  authStore.set({ ...current, candidate: { access_token: accessToken, redirect: redirectPath } });
}

/** Ends the look at a candidate; returns where to go, or null if none was open. */
export function endCandidateView(): string | null {
  const current = authStore.get();
  if (!current?.candidate) return null;
  authStore.set({ ...current, candidate: undefined });
  return current.candidate.redirect;
}

export function authorizationHeader(auth: StoredAuth | null): string | null {
  return auth ? `${auth.token_type} ${auth.access_token}` : null;
}
