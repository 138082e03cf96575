import { MESSAGES } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { authStore, getAuth } from './auth-store';
import { takeFlash } from './flash';
import { pageNavigation } from './page-navigation';
import { expireSession } from './session';

describe('expireSession (a 401)', () => {
  it('while impersonating, gives the parent session back and returns to the stored page', () => {
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    authStore.set({
      access_token: 'child',
      token_type: 'Bearer',
      parent: { access_token: 'staff', token_type: 'Bearer' },
      redirect: '/acme/careers/employers/7/users',
    });
    expireSession();
    expect(getAuth()).toMatchObject({ access_token: 'staff', parent: null });
    expect(replace).toHaveBeenCalledWith('/acme/careers/employers/7/users');
    expect(takeFlash()).toEqual({ type: 'error', message: MESSAGES.sessionExpired });
  });

  it('otherwise signs out and goes to the sign-in page', () => {
    const replace = vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    authStore.set({ access_token: 'staff', token_type: 'Bearer', parent: null, redirect: null });
    expireSession();
    expect(getAuth()).toBeNull();
    expect(replace).toHaveBeenCalledWith(expect.stringContaining('/login'));
  });
});
