import { describe, expect, it } from 'vitest';
import type { ListPreloads } from '../config/document-lists';
import { listCodeFiles, listOf } from './document-list-path';

const preloads: ListPreloads = {
  pages: {
    employers: ['/assets/layout.js', '/assets/employers-list.js'],
    seekers: ['/assets/layout.js', '/assets/seekers-list.js'],
  },
  locales: {
    en: { core: [], strings: { seekers: ['/assets/seekers-en.js'], applications: ['/assets/applications-en.js'] } },
    ar: {
      core: ['/assets/ar.js', '/assets/rtl-cache.js'],
      strings: { seekers: ['/assets/seekers-ar.js'], applications: ['/assets/applications-ar.js'] },
    },
  },
};

describe("a list page's files (lib/document-list-path.ts)", () => {
  it('reads the list page a path shows, with the account and site it names', () => {
    expect(listOf({ pathname: '/acme/careers%20site/seekers' })).toEqual({
      page: 'seekers',
      account: 'acme',
      site: 'careers site',
    });
    expect(listOf({ pathname: '/acme/careers/seekers/12' })).toBeNull();
    expect(listOf({ pathname: '/acme/careers/constructor' })).toBeNull();
  });

  it("are its code, then every feature's strings it waits for, in English and in its language, with that language's own", () => {
    expect(listCodeFiles(preloads, 'seekers', 'ar')).toEqual([
      '/assets/layout.js',
      '/assets/seekers-list.js',
      '/assets/seekers-en.js',
      '/assets/applications-en.js',
      '/assets/ar.js',
      '/assets/rtl-cache.js',
      '/assets/seekers-ar.js',
      '/assets/applications-ar.js',
    ]);
    expect(listCodeFiles(preloads, 'seekers', 'en')).toEqual([
      '/assets/layout.js',
      '/assets/seekers-list.js',
      '/assets/seekers-en.js',
      '/assets/applications-en.js',
    ]);
  });

  it('are only its code for a page whose strings are the core, and nothing for a page, a language or a build it does not know', () => {
    expect(listCodeFiles(preloads, 'employers', 'ar')).toEqual([
      '/assets/layout.js',
      '/assets/employers-list.js',
      '/assets/ar.js',
      '/assets/rtl-cache.js',
    ]);
    expect(listCodeFiles(preloads, 'seekers', 'xx')).toEqual([
      '/assets/layout.js',
      '/assets/seekers-list.js',
      '/assets/seekers-en.js',
      '/assets/applications-en.js',
    ]);
    expect(listCodeFiles(preloads, 'toString', 'en')).toEqual([]);
    expect(listCodeFiles(undefined, 'seekers', 'en')).toEqual([]);
  });
});
