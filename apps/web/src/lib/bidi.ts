/**
 * Isolation for plain strings, where no element can hold the text (a native `<option>`, a
 * `title`, a sentence built for a notice): the Unicode isolate marks do what `<bdi>` does
 * (decision 0028).
 */
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/** Left to right whatever the page: a phone number or an e-mail address. */
export const isolateLtr = (text: string) => `${LRI}${text}${PDI}`;

/** In its own direction, set apart from the words around it: a name. */
export const isolate = (text: string) => `${FSI}${text}${PDI}`;
