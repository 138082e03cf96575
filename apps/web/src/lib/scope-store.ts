import { z } from 'zod';
import { createStore, createStoredStore, useStore } from './create-store';
import { dropEarlyRequests } from './early-requests';
import { resetScopedQueries } from './query-client';
import { readJson, writeJson } from './storage';
import { SCOPE_STORAGE_KEY } from './storage-keys';

export { SCOPE_STORAGE_KEY };

export interface Selection {
  accountId: number | null;
  siteId: number | null;
  employerId: number | null;
}

const id = z.number().int().nullable().catch(null);
const SelectionSchema = z.object({ accountId: id, siteId: id, employerId: id });

export const EMPTY_SELECTION: Selection = { accountId: null, siteId: null, employerId: null };

function load(): Selection {
  const parsed = SelectionSchema.safeParse(readJson(SCOPE_STORAGE_KEY));
  return parsed.success ? parsed.data : EMPTY_SELECTION;
}

/** The selected account, site and employer ids (sent as X-AF-AID / X-AF-SID / X-AF-EMPID). */
export const scopeStore = createStoredStore<Selection>(load, (value) => {
  writeJson(SCOPE_STORAGE_KEY, value);
});

export function getSelection(): Selection {
  return scopeStore.get();
}

export function sameSelection(a: Selection, b: Selection): boolean {
  return a.accountId === b.accountId && a.siteId === b.siteId && a.employerId === b.employerId;
}

/** Selects another scope: its headers go with every request from now on, and the old scope's data is dropped. */
export function setSelection(next: Selection): void {
  const previous = scopeStore.get();
  if (sameSelection(previous, next)) return;
  // A switch from a site: an answer sent for it before is never served after (a first choice changes no answer).
  if (previous.siteId !== null) dropEarlyRequests();
  scopeStore.set(next);
  resetScopedQueries();
}

export function useSelectionIds(): Selection {
  return useStore(scopeStore);
}

/**
 * An employer staff chose on a page that acts for one employer (the credit pages), sent as
 * X-AF-EMPID when the selection has no employer of its own. Staff reach every employer of the
 * site, so the tree in /auth/me does not list them and the stored selection cannot hold one. Kept
 * in memory only: the page's URL (`?employer=`) is what survives a reload, so a stale id never
 * reaches other pages.
 */
export const chosenEmployerStore = createStore<number | null>(null);

export function setChosenEmployer(id: number | null): void {
  chosenEmployerStore.set(id);
}

export function useChosenEmployer(): number | null {
  return useStore(chosenEmployerStore);
}

/** The employer the requests act for: the selection's own, else the one staff chose. */
export function employerInScope(selection: Selection = scopeStore.get()): number | null {
  return selection.employerId ?? chosenEmployerStore.get();
}
