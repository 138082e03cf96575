import { useSyncExternalStore } from 'react';

export interface Store<T> {
  get: () => T;
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A tiny external store for state that lives outside React (auth, scope, preferences, notices). */
export function createStore<T>(initial: T, onChange?: (value: T) => void): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      onChange?.(value);
      listeners.forEach((listener) => {
        listener();
      });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const reloads = new Set<() => void>();

/**
 * A store kept in browser storage: read when its module is evaluated, and again by
 * `reloadStoredStores` — the sign-in page evaluates the app's code before it stores the session, then
 * starts the app in its own document (decision 0111). Reading again does not write the value back.
 */
export function createStoredStore<T>(load: () => T, save: (value: T) => void): Store<T> {
  let reading = false;
  const store = createStore(load(), (value) => {
    if (!reading) save(value);
  });
  reloads.add(() => {
    reading = true;
    try {
      store.set(load());
    } finally {
      reading = false;
    }
  });
  return store;
}

/** Reads every stored store again from storage. */
export function reloadStoredStores(): void {
  reloads.forEach((reload) => {
    reload();
  });
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
