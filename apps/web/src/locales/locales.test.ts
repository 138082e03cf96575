import { MESSAGES } from '@portal/contract';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_STRINGS, type StringTree } from '../testing/all-strings';

const { en, fr, ar } = ALL_STRINGS;

function flatten(tree: StringTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Test fixtures (`testing/` folders) register their own strings; only shipped code must find its keys here.
    if (statSync(path).isDirectory()) return name === 'locales' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

const english = flatten(en);

/** i18next's plural forms (`average_one`, `average_other`): one key to the code, a form per category. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (keys: Iterable<string>) => [...new Set([...keys].map((key) => key.replace(PLURAL, '')))].sort();

describe('translations', () => {
  it.each([
    ['fr', fr],
    ['ar', ar],
  ] as const)('%s has every English key, each with a non-empty text and the same placeholders', (_name, resource) => {
    const other = flatten(resource);
    expect(baseKeys(other.keys())).toEqual(baseKeys(english.keys()));
    for (const [key, text] of english) {
      // A plural form of one language need not exist in another (French has `many`, English not);
      // `_other` does in all, and carries every placeholder. `plurals.test.ts` checks the forms.
      if (PLURAL.test(key) && !key.endsWith('_other')) continue;
      const translated = other.get(key) ?? '';
      expect(translated.trim(), key).not.toBe('');
      const placeholders = (value: string) => (value.match(/{{\w+}}/g) ?? []).sort();
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('writes French with the typographic apostrophe, as most of its strings already did', () => {
    const straight = [...flatten(fr)].filter(([, text]) => /\p{L}'\p{L}/u.test(text)).map(([key]) => key);
    expect(straight).toEqual([]);
  });

  it('translates every contract message', () => {
    expect(Object.keys(en.messages).sort()).toEqual(Object.keys(MESSAGES).sort());
  });

  it('defines every key the source code asks for', () => {
    const root = join(__dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'([a-zA-Z]+(?:\.[a-zA-Z_]+)+)'/g)) used.add(match[1] ?? '');
      for (const match of code.matchAll(/labelKey: '([a-zA-Z]+(?:\.[a-zA-Z_]+)+)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((key) => !english.has(key) && !english.has(`${key}_other`));
    expect(missing).toEqual([]);
  });
});
