import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('post-login target', () => {
  it('follows same-origin paths', () => {
    expect(safeRedirectPath('/acme/careers/employers?page=2#top')).toBe('/acme/careers/employers?page=2#top');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'jobs', '', null])(
    'refuses %s',
    (target) => {
      expect(safeRedirectPath(target)).toBeNull();
    },
  );
});
