type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many';

/** The plural forms a language may add beside an English `x_other` (French `x_many`, Arabic six). */
type PluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${PluralCategory}` : never]?: string;
};

/**
 * The shape every language must fill: the same keys as English, each a string, and for a count's
 * plural forms (`average_one`, `average_other`) those of the language's own categories
 * (locales/plurals.test.ts).
 */
export type TranslationShape<T> = {
  [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]>;
} & PluralForms<T>;
