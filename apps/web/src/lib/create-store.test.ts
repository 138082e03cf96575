import { describe, expect, it, vi } from 'vitest';
import { createStoredStore, reloadStoredStores } from './create-store';

describe('a store kept in storage', () => {
  it('reads storage again when asked, tells its listeners, and writes nothing back', () => {
    let stored = 'signed out';
    const save = vi.fn((value: string) => {
      stored = value;
    });
    const store = createStoredStore(() => stored, save);
    const listener = vi.fn();
    store.subscribe(listener);

    // Another page (the sign-in page) writes storage after the store was made.
    stored = 'token';
    expect(store.get()).toBe('signed out');
    reloadStoredStores();

    expect(store.get()).toBe('token');
    expect(listener).toHaveBeenCalledOnce();
    expect(save).not.toHaveBeenCalled();

    store.set('another');
    expect(save).toHaveBeenCalledWith('another');
  });
});
