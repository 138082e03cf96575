import { z } from 'zod';
import { createStore, useStore } from './create-store';
import { readJson, writeJson } from './storage';

export const SCOPE_STORAGE_KEY = 'portal-scope';

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
export const scopeStore = createStore<Selection>(load(), (value) => {
  writeJson(SCOPE_STORAGE_KEY, value);
});

export function getSelection(): Selection {
  return scopeStore.get();
}

export function sameSelection(a: Selection, b: Selection): boolean {
  return a.accountId === b.accountId && a.siteId === b.siteId && a.employerId === b.employerId;
}

export function setSelection(next: Selection): void {
  if (!sameSelection(scopeStore.get(), next)) scopeStore.set(next);
}

export function useSelectionIds(): Selection {
  return useStore(scopeStore);
}
