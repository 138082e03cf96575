import { describe, expect, it } from 'vitest';
import { ALL_STRINGS, type StringTree } from '../testing/all-strings';

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
/** i18next's count placeholder, plain or formatted (`{{count}}`, `{{count, number}}`). */
const COUNT = /{{\s*count\s*(,[^}]*)?}}/;

/**
 * A count shown as a figure after a label's colon ("Jobs expired: 3.") agrees with nothing, in any
 * of the three languages; every other `{{count}}` is a plural form. A figure that is not the
 * counted thing ("1–25 of {{total}}") has another name.
 */
const FIGURE = /:\s*{{\s*count\s*(,[^}]*)?}}/;

/** Every string by its full key (`jobs.feedback.average_one`). */
function flatten(tree: StringTree, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

/** Every key with plural forms, by its base (`jobs.feedback.average`), with the categories it has. */
function pluralKeys(strings: Map<string, string>) {
  const out = new Map<string, Set<string>>();
  for (const path of strings.keys()) {
    const [, base, category] = PLURAL.exec(path) ?? [];
    if (base && category) out.set(base, (out.get(base) ?? new Set()).add(category));
  }
  return out;
}

/** Counts the QA pass read wrongly in the singular ("5 out of 5 (1 ratings)", "1 credits bought"). */
const COUNTED = [
  'jobs.feedback.average',
  'notifications.kinds.credits_bought.subject',
  'jobs.reject.description',
  'applications.notifications.statusChangedMany',
];

describe('plural forms (i18next, CLDR categories)', () => {
  it.each(Object.entries(ALL_STRINGS))(
    "%s: every counted string has exactly the language's plural categories",
    (language, strings) => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const keys = pluralKeys(flatten(strings as StringTree));
      for (const base of COUNTED) expect(keys.has(base), `${language} ${base}`).toBe(true);
      for (const [base, found] of keys)
        expect([...found].sort(), `${language} ${base}`).toEqual([...categories].sort());
    },
  );

  it.each(Object.entries(ALL_STRINGS))(
    '%s: a string that shows {{count}} is one of plural forms',
    (language, strings) => {
      const bare = [...flatten(strings as StringTree)]
        .filter(([key, text]) => COUNT.test(text) && !FIGURE.test(text) && !PLURAL.test(key))
        .map(([key]) => key);
      expect(bare, language).toEqual([]);
    },
  );
});
