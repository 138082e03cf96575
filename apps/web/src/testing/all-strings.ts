import { ar } from '../locales/ar';
import { en } from '../locales/en';
import { fr } from '../locales/fr';

/** Strings by key, nested as i18next reads them. */
export type StringTree = { [key: string]: string | StringTree };

/**
 * A feature's strings file (`locales/<language>/<feature>.ts`) exports them under the file's name in
 * camelCase, as its manifest's loader reads them (features/<feature>/manifest.ts); found here by
 * that rule, so a new feature's strings join the tests without an edit.
 */
const files = import.meta.glob<Record<string, unknown>>(['../locales/*/*.ts', '!../locales/*/*.test.ts'], {
  eager: true,
});

function withFeatureStrings<Core extends Record<string, unknown>>(language: string, core: Core) {
  const all: Record<string, unknown> = { ...core };
  for (const [file, module] of Object.entries(files)) {
    const [, fileLanguage = '', name = ''] = /\/locales\/([^/]+)\/([^/]+)\.ts$/.exec(file) ?? [];
    const key = name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    if (fileLanguage === language && !(key in all) && typeof module[key] === 'object') all[key] = module[key];
  }
  return all as Core & Record<string, StringTree>;
}

/** Every string of each language, core and feature strings together (tests only). */
export const ALL_STRINGS = {
  en: withFeatureStrings('en', en),
  fr: withFeatureStrings('fr', fr),
  ar: withFeatureStrings('ar', ar),
};
