import { describe, expect, it } from 'vitest';
import { ALL_STRINGS, type StringTree } from '../testing/all-strings';

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** Every key with plural forms, by its base (`jobs.feedback.average`), with the categories it has. */
function pluralKeys(tree: StringTree, prefix = '', out = new Map<string, Set<string>>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') pluralKeys(value, path, out);
    else {
      const [, base, category] = PLURAL.exec(path) ?? [];
      if (base && category) out.set(base, (out.get(base) ?? new Set()).add(category));
    }
  }
  return out;
}

/** Counts the QA pass read wrongly in the singular ("5 out of 5 (1 ratings)"). */
const COUNTED = ['jobs.feedback.average'];

describe('plural forms (i18next, CLDR categories)', () => {
  it.each(Object.entries(ALL_STRINGS))(
    "%s: every counted string has exactly the language's plural categories",
    (language, strings) => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const keys = pluralKeys(strings as StringTree);
      for (const base of COUNTED) expect(keys.has(base), `${language} ${base}`).toBe(true);
      for (const [base, found] of keys)
        expect([...found].sort(), `${language} ${base}`).toEqual([...categories].sort());
    },
  );
});
