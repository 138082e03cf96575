import { describe, expect, it } from 'vitest';
import { isLoginUrl, postLoginTarget } from './login-path';

describe('the sign-in page address', () => {
  it.each([
    ['/login', true],
    ['/login?to=%2Fjobs', true],
    ['/login#x', true],
    ['/login-help', false],
    ['/', false],
    ['/not-authorized', false],
  ])('%s is the sign-in page: %s', (url, expected) => {
    expect(isLoginUrl(url)).toBe(expected);
  });

  it('goes back to a same-origin `to` after signing in, else to the root', () => {
    expect(postLoginTarget('?page=2&to=%2Facme%2Fcareers%2Femployers%3Fpage%3D2')).toBe(
      '/acme/careers/employers?page=2',
    );
    expect(postLoginTarget('?to=%2F%2Fevil.example')).toBe('/');
    expect(postLoginTarget('')).toBe('/');
  });
});
