import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { ImpersonationSlot } from './impersonation-slot';

const loaded = vi.hoisted(() => vi.fn());
vi.mock('./impersonation-banner', () => {
  loaded();
  return { ImpersonationBanner: () => <p>banner</p> };
});

describe('ImpersonationSlot', () => {
  it('loads no banner code outside an impersonation', async () => {
    authStore.set({ access_token: 'staff-token', token_type: 'Bearer', parent: null, redirect: null });
    const { container } = render(<ImpersonationSlot />);
    // Every import the render started has settled: none of them was the banner's.
    await vi.dynamicImportSettled();
    expect(container.textContent).toBe('');
    expect(loaded).not.toHaveBeenCalled();
  });

  it('loads and shows the banner while impersonating', async () => {
    authStore.set({
      access_token: 'child-token',
      token_type: 'Bearer',
      parent: { access_token: 'staff-token', token_type: 'Bearer' },
      redirect: '/acme/careers/employers',
    });
    render(<ImpersonationSlot />);
    expect(await screen.findByText('banner')).toBeTruthy();
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
