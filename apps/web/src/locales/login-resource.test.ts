import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { loginResource as arLogin } from './ar/login';
import { en } from './en';
import { loginResource as enLogin } from './en/login';
import { fr } from './fr';
import { loginResource as frLogin } from './fr/login';

type Tree = { [key: string]: string | Tree };

/** The part of `full` that has the shape of `slice`. */
function pick(full: Tree, slice: Tree): Tree {
  return Object.fromEntries(
    Object.entries(slice).map(([key, value]) => {
      const branch = full[key];
      return [key, typeof value === 'string' || typeof branch !== 'object' ? branch : pick(branch, value)];
    }),
  ) as Tree;
}

describe('the sign-in page strings (locales/<lang>/login.ts)', () => {
  it.each([
    ['en', en, enLogin],
    ['fr', fr, frLogin],
    ['ar', ar, arLogin],
  ] as const)('%s: the same texts as the full resource at the same keys', (_name, full, slice) => {
    expect(pick(full as unknown as Tree, slice as unknown as Tree)).toEqual(slice);
  });
});
